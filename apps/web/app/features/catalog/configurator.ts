/**
 * Rules of the product configurator (spec §1 configurator, §7 getChildItemByMasterItemTypeAttributes): a master item's
 * versions differ by attributes (ring size, width, stone...); choosing another value looks up the version that has it
 * with the other attributes unchanged.
 */

interface ProductAttribute {
  code: string;
  name: string;
  value: string;
  label: string;
}

interface OfferedAttribute {
  code: string;
  name: string;
  options: { value: string; label: string }[];
}

export interface AttributeChoice {
  code: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}

/**
 * The attributes the shopper may change: those of the product that the category offers in more than one value. The
 * product's own value is always among the options, even when no other product of the category has it.
 */
export function attributeChoices(
  productAttributes: readonly ProductAttribute[],
  offered: readonly OfferedAttribute[],
): AttributeChoice[] {
  return productAttributes.flatMap((attribute) => {
    const offer = offered.find((o) => o.code.toUpperCase() === attribute.code.toUpperCase());
    if (!offer) return [];
    const options = offer.options.some((o) => o.value === attribute.value)
      ? offer.options
      : [{ value: attribute.value, label: attribute.label }, ...offer.options];
    if (options.length < 2) return [];
    return [{ code: attribute.code, name: attribute.name, value: attribute.value, options }];
  });
}

/**
 * The body of POST getChildItemByMasterItemTypeAttributes for one changed value: the master's id (the product itself
 * when it is the master) and every chosen attribute by code.
 */
export function childItemQuery(
  product: { id: number; masterItemTypeId: number | null },
  choices: readonly { code: string; value: string }[],
  change: { code: string; value: string },
): { itemTypeID: number; attributes: Record<string, string> } {
  const attributes: Record<string, string> = {};
  for (const choice of choices) attributes[choice.code] = choice.value;
  attributes[change.code] = change.value;
  return { itemTypeID: product.masterItemTypeId ?? product.id, attributes };
}

/** The colour of a metal's swatch (metal colours of the catalogue: yellow, white, rose). */
export function metalSwatch(colour: string | null | undefined, masterAlloyCode?: string): string {
  switch (colour?.toLowerCase()) {
    case 'yellow':
      return '#d9b44a';
    case 'rose':
      return '#d8a08a';
    case 'white':
      // Platinum and palladium look greyer than white gold and silver.
      return masterAlloyCode === 'PLATINUM' || masterAlloyCode === 'PALLADIUM' ? '#b9bcc2' : '#e3e4e6';
    default:
      return '#cfd2d6';
  }
}

/** The metal a shared link asks for (`?metal=<id>`) when the product offers it, else the product's own metal. */
export function initialMetalId(
  requested: string | null,
  offered: readonly { id: number }[],
  fallback: number | null,
): number | null {
  const id = Number(requested);
  if (requested && Number.isInteger(id) && offered.some((m) => m.id === id)) return id;
  return fallback ?? offered[0]?.id ?? null;
}

/** The metal attributes of a product: its alloy family (METAL) and fineness (KARAT), which describe its default metal. */
const METAL_ATTRIBUTES = new Set(['METAL', 'KARAT']);

/**
 * The Details of a product in the chosen metal: the product's METAL and KARAT attributes describe its default metal, so
 * another metal replaces them with one "Metal" row naming the chosen metal (its name says the fineness: "Platinum
 * 950", "14K yellow gold"). The default metal, or none chosen, keeps the product's own rows.
 */
export function attributesInMetal<A extends ProductAttribute>(
  attributes: readonly A[],
  product: { metalId: number | null; metals: readonly { id: number; code: string; name: string }[] },
  metalId: number | null,
): A[] {
  const chosen = product.metals.find((m) => m.id === metalId);
  if (!chosen || metalId === product.metalId) return [...attributes];
  const metalRow = attributes.find((a) => a.code.toUpperCase() === 'METAL');
  const rest = attributes.filter((a) => !METAL_ATTRIBUTES.has(a.code.toUpperCase()));
  if (!metalRow) return rest;
  const at = attributes.indexOf(metalRow);
  const before = rest.filter((a) => attributes.indexOf(a) < at);
  const after = rest.filter((a) => attributes.indexOf(a) > at);
  return [...before, { ...metalRow, value: chosen.code, label: chosen.name }, ...after];
}
