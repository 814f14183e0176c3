import { ENTITY_TYPE_IDS, type ProductDetail } from '@portal/shared';
import { ringSizeValue } from '@portal/shared/catalog/ring-sizes';
import type { DesignPriceSelection } from './api/calculate-design-price';
import type { CreateCustomOrderRequest, DesignRequest } from './api/create-custom-order';

type ProductSubItem = ProductDetail['subItems'][number];

/** A stone or part of the product as the customer set it: kept or left out (optional ones only), and how many. */
export interface SubItemChoice {
  /** The product's sub-item row (an item type may be attached twice). */
  subItemId: number;
  included: boolean;
  quantity: number;
}

/** What the builder edits for one piece. */
export interface Design {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  subItems: SubItemChoice[];
  quantity: number;
  ringSize: string;
  engraving: string;
  description: string;
}

/**
 * The quarter sizes a ring is made in (the same range the storefront offers and the server checks), or null for a
 * piece not made in sizes.
 */
export const ringSizesOf = (product: ProductDetail) => product.ringSizes ?? null;

/**
 * A new design of a product: its default metal (when offered), no variants, its own stones and parts (the optional ones
 * left out until added), one piece, and a ring in the size its weight and price are given for.
 */
export function initialDesign(product: ProductDetail): Design {
  const offered = product.metals.map((m) => m.id);
  return {
    itemTypeID: product.id,
    metalID:
      product.metalId !== null && offered.includes(product.metalId) ? product.metalId : (offered[0] ?? null),
    variantIDs: [],
    subItems: product.subItems.map((s) => ({
      subItemId: s.id,
      included: !s.isOptional,
      quantity: s.quantity,
    })),
    quantity: 1,
    ringSize: product.ringSizes ? ringSizeValue(product.ringSizes.base) : '',
    engraving: '',
    description: '',
  };
}

/** The ticked variants, in a stable order (one price query per choice, whatever the order of the clicks). */
export function withVariants(design: Design, variantIds: readonly number[]): Design {
  return { ...design, variantIDs: [...new Set(variantIds)].sort((a, b) => a - b) };
}

export function updateSubItem(design: Design, subItemId: number, change: Partial<SubItemChoice>): Design {
  return {
    ...design,
    subItems: design.subItems.map((s) => (s.subItemId === subItemId ? { ...s, ...change } : s)),
  };
}

/** The i18n key of the heading of a group of sub-items, by the entity type they attach to (spec §9 entity type ids). */
export function subItemGroupTitleKey(attachedEntityTypeId: number | null): string {
  if (attachedEntityTypeId === ENTITY_TYPE_IDS.JobItem) return 'customOrders.builder.subItemGroups.stones';
  if (attachedEntityTypeId === ENTITY_TYPE_IDS.MasterAlloys)
    return 'customOrders.builder.subItemGroups.metal';
  return 'customOrders.builder.subItemGroups.other';
}

/** The stones and parts of a product with the design's choice for each. */
export interface SubItemLine {
  subItem: ProductSubItem;
  choice: SubItemChoice;
}

/** The sub-items grouped by the kind of entity they attach to (stones, metal parts...), in the product's order. */
export function subItemGroupsOf(
  product: ProductDetail,
  design: Design,
): { attachedEntityTypeId: number | null; lines: SubItemLine[] }[] {
  const groups: { attachedEntityTypeId: number | null; lines: SubItemLine[] }[] = [];
  for (const subItem of product.subItems) {
    const choice = design.subItems.find((c) => c.subItemId === subItem.id);
    if (!choice) continue;
    let group = groups.find((g) => g.attachedEntityTypeId === subItem.attachedEntityTypeId);
    if (!group) {
      group = { attachedEntityTypeId: subItem.attachedEntityTypeId, lines: [] };
      groups.push(group);
    }
    group.lines.push({ subItem, choice });
  }
  return groups;
}

/** The chosen stones and parts; undefined for a product without any (the server then takes none). */
function chosenSubItems(product: ProductDetail, design: Design) {
  if (product.subItems.length === 0) return undefined;
  return subItemGroupsOf(product, design).flatMap((group) =>
    group.lines
      .filter((line) => line.choice.included)
      .map((line) => ({
        itemTypeID: line.subItem.itemTypeID,
        attachedEntityTypeId: line.subItem.attachedEntityTypeId,
        quantity: line.choice.quantity,
      })),
  );
}

/** The size a ring is asked in ('6.75'); none for a piece not made in sizes, whatever was chosen before. */
const chosenRingSize = (product: ProductDetail, design: Design): string | undefined =>
  ringSizesOf(product) && design.ringSize.trim() ? design.ringSize.trim() : undefined;

/**
 * What the live price asks for (POST /products/cp/calculatePrice): with the ring's size, since a ring's weight and
 * price may follow it, so the builder shows the price the order will be made at.
 */
export function priceSelectionOf(product: ProductDetail, design: Design): DesignPriceSelection {
  const ringSize = chosenRingSize(product, design);
  return {
    itemTypeID: design.itemTypeID,
    metalID: design.metalID,
    quantity: design.quantity,
    variantIDs: design.variantIDs,
    subItems: chosenSubItems(product, design)?.map(({ itemTypeID, quantity }) => ({ itemTypeID, quantity })),
    ...(ringSize ? { ringSize } : {}),
  };
}

const trimmed = (value: string) => value.trim();

/** One piece as createOrder takes it: only the configuration fields that were filled in. */
export function designRequestOf(product: ProductDetail, design: Design): DesignRequest {
  const configuration: Record<string, string> = {};
  const ringSize = chosenRingSize(product, design);
  if (ringSize) configuration.ringSize = ringSize;
  if (trimmed(design.engraving)) configuration.engraving = trimmed(design.engraving);
  const description = trimmed(design.description);
  return {
    itemTypeID: design.itemTypeID,
    metalID: design.metalID,
    quantity: design.quantity,
    variantIDs: design.variantIDs,
    subItems: chosenSubItems(product, design),
    configuration,
    ...(description ? { description } : {}),
  };
}

/** A piece with the product it is made from. */
export interface DesignedPiece {
  product: ProductDetail;
  design: Design;
}

/**
 * The createOrder payload of a set: the main piece, the other pieces of the set as children (not when the piece joins
 * an existing set: the server ignores them there), and the customer when staff order on someone's behalf.
 */
export function createOrderRequestOf(input: {
  main: DesignedPiece;
  children: readonly DesignedPiece[];
  parentId?: number | null;
  customerId?: number | null;
}): CreateCustomOrderRequest {
  const request: CreateCustomOrderRequest = designRequestOf(input.main.product, input.main.design);
  if (input.parentId) request.parentId = input.parentId;
  else if (input.children.length > 0)
    request.children = input.children.map((child) => designRequestOf(child.product, child.design));
  if (input.customerId) request.customerId = input.customerId;
  return request;
}

/** The fields of a piece that the server may refuse. */
export type DesignField =
  | 'itemTypeID'
  | 'metalID'
  | 'quantity'
  | 'variantIDs'
  | 'subItems'
  | 'ringSize'
  | 'engraving'
  | 'description';

export type PieceErrors = Partial<Record<DesignField, string>>;

export interface DesignErrors {
  main: PieceErrors;
  /** By the child's index in the set. */
  children: Record<number, PieceErrors>;
  customer?: string;
  /** Messages that belong to no field. */
  other: string[];
}

const FIELD_OF: Record<string, DesignField> = {
  itemTypeID: 'itemTypeID',
  metalID: 'metalID',
  quantity: 'quantity',
  variantIDs: 'variantIDs',
  subItems: 'subItems',
  'configuration.ringSize': 'ringSize',
  'configuration.engraving': 'engraving',
  configuration: 'description',
  description: 'description',
};

/** The field of a piece a server key points at: 'subItems.2.quantity' is the sub-items, 'configuration.ringSize' the size. */
function fieldOf(path: string): DesignField | undefined {
  if (FIELD_OF[path]) return FIELD_OF[path];
  const [head] = path.split('.');
  return head && head !== 'configuration' ? FIELD_OF[head] : undefined;
}

/** Places the server's field errors (key = the field's path in the request) on the builder's fields. */
export function designErrorsOf(messages: readonly { key: string; value: string }[]): DesignErrors {
  const errors: DesignErrors = { main: {}, children: {}, other: [] };
  for (const { key, value } of messages) {
    if (key === 'customerId') {
      errors.customer ??= value;
      continue;
    }
    const child = /^children\.(\d+)\.(.+)$/.exec(key);
    const field = fieldOf(child ? child[2]! : key);
    if (!field) {
      errors.other.push(value);
      continue;
    }
    const target = child ? (errors.children[Number(child[1])] ??= {}) : errors.main;
    target[field] ??= value;
  }
  return errors;
}

export const hasDesignErrors = (errors: DesignErrors) =>
  Object.keys(errors.main).length > 0 ||
  Object.keys(errors.children).length > 0 ||
  errors.customer !== undefined ||
  errors.other.length > 0;
