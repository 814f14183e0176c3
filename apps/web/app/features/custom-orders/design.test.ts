import type { ProductDetail } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  createOrderRequestOf,
  designErrorsOf,
  hasDesignErrors,
  initialDesign,
  priceSelectionOf,
  subItemGroupsOf,
  updateSubItem,
  withVariants,
} from './design';

const subItem = (
  id: number,
  itemTypeID: number,
  extra: Partial<ProductDetail['subItems'][number]> = {},
): ProductDetail['subItems'][number] => ({
  id,
  itemTypeID,
  code: `S${itemTypeID}`,
  name: `Stone ${itemTypeID}`,
  quantity: 1,
  unitPrice: 10,
  attachedEntityTypeId: 107,
  isOptional: false,
  ...extra,
});

const ring: ProductDetail = {
  id: 90,
  code: 'NS-EN1080',
  name: 'Beaded Cathedral Solitaire',
  slug: 'beaded-cathedral-solitaire-1080',
  price: 4769.83,
  metalId: 1,
  metalName: '10K yellow gold',
  featured: false,
  productImageURLs: [],
  description: null,
  itemGroupId: 1,
  masterItemTypeId: null,
  metalWeight: 4.161,
  labourPrice: 101.74,
  basePrice: 0,
  shownInCatalog: true,
  isRetail: true,
  categories: [],
  attributes: [
    { attributeId: 4, code: 'RING_SIZE', name: 'Ring size', valueType: 'number', value: '7', label: '7' },
  ],
  variants: [
    { id: 159, code: 'COMFORT_FIT', name: 'Comfort fit', priceDelta: 18, weightDelta: 0.4 },
    { id: 160, code: 'MILGRAIN', name: 'Milgrain edges', priceDelta: 22, weightDelta: 0 },
  ],
  subItems: [
    subItem(59, 4, { quantity: 1, unitPrice: 4800 }),
    subItem(60, 5, { quantity: 22, unitPrice: 12 }),
    subItem(61, 9, { isOptional: true, attachedEntityTypeId: 16, quantity: 2 }),
  ],
  metals: [
    { id: 1, code: '10KY', name: '10K yellow gold' },
    { id: 2, code: '10KW', name: '10K white gold' },
  ],
  seo: null,
  ringSizes: { min: 3, max: 13, base: 7, weightFollowsSize: true },
};

const pendant: ProductDetail = {
  ...ring,
  id: 253,
  metalId: 7,
  attributes: [],
  variants: [],
  subItems: [],
  metals: [{ id: 10, code: 'SS', name: 'Sterling silver' }],
  ringSizes: null,
};

describe('a custom-order design', () => {
  it('starts from the product: its metal, its own stones, optional ones left out, the size its weight is given for', () => {
    expect(initialDesign(ring)).toEqual({
      itemTypeID: 90,
      metalID: 1,
      variantIDs: [],
      subItems: [
        { subItemId: 59, included: true, quantity: 1 },
        { subItemId: 60, included: true, quantity: 22 },
        { subItemId: 61, included: false, quantity: 2 },
      ],
      quantity: 1,
      ringSize: '7',
      engraving: '',
      description: '',
    });
    expect(
      initialDesign({ ...ring, ringSizes: { min: 3, max: 13, base: 6.75, weightFollowsSize: true } })
        .ringSize,
    ).toBe('6.75');
    expect(initialDesign(pendant).ringSize).toBe('');
  });

  it('takes the first offered metal when the default one is not offered, and none when none is', () => {
    expect(initialDesign(pendant).metalID).toBe(10);
    expect(initialDesign({ ...pendant, metals: [] }).metalID).toBeNull();
  });

  it('groups the stones and parts by the entity type they attach to', () => {
    const groups = subItemGroupsOf(ring, initialDesign(ring));
    expect(groups.map((g) => [g.attachedEntityTypeId, g.lines.map((l) => l.subItem.id)])).toEqual([
      [107, [59, 60]],
      [16, [61]],
    ]);
  });

  it('prices what was chosen: variants, the kept stones with their quantities, the added optional part, the size', () => {
    let design = withVariants(initialDesign(ring), [160, 159, 160]);
    design = updateSubItem(design, 60, { included: true, quantity: 30 });
    design = updateSubItem(design, 61, { included: true });
    expect(priceSelectionOf(ring, { ...design, metalID: 2, quantity: 2, ringSize: '6.75' })).toEqual({
      itemTypeID: 90,
      metalID: 2,
      quantity: 2,
      variantIDs: [159, 160],
      subItems: [
        { itemTypeID: 4, quantity: 1 },
        { itemTypeID: 5, quantity: 30 },
        { itemTypeID: 9, quantity: 2 },
      ],
      ringSize: '6.75',
    });
  });

  it('leaves the sub-items and the size out of a product that has none', () => {
    const selection = priceSelectionOf(pendant, { ...initialDesign(pendant), ringSize: '9' });
    expect(selection.subItems).toBeUndefined();
    expect(selection.ringSize).toBeUndefined();
  });

  it('becomes the createOrder payload with its children, only the filled-in configuration, trimmed', () => {
    const main = {
      product: ring,
      design: {
        ...initialDesign(ring),
        ringSize: ' 6.5 ',
        engraving: '  Forever ',
        description: '  Slightly higher setting ',
      },
    };
    const child = { product: pendant, design: { ...initialDesign(pendant), ringSize: '9' } };
    expect(createOrderRequestOf({ main, children: [child], customerId: 3 })).toEqual({
      itemTypeID: 90,
      metalID: 1,
      quantity: 1,
      variantIDs: [],
      subItems: [
        { itemTypeID: 4, attachedEntityTypeId: 107, quantity: 1 },
        { itemTypeID: 5, attachedEntityTypeId: 107, quantity: 22 },
      ],
      configuration: { ringSize: '6.5', engraving: 'Forever' },
      description: 'Slightly higher setting',
      // A pendant has no ring size: the size typed before does not travel.
      children: [{ itemTypeID: 253, metalID: 10, quantity: 1, variantIDs: [], configuration: {} }],
      customerId: 3,
    });
  });

  it('joins an existing set without children of its own', () => {
    const request = createOrderRequestOf({
      main: { product: pendant, design: initialDesign(pendant) },
      children: [{ product: ring, design: initialDesign(ring) }],
      parentId: 12,
      customerId: null,
    });
    expect(request.parentId).toBe(12);
    expect(request.children).toBeUndefined();
    expect(request.customerId).toBeUndefined();
  });
});

describe('the server field errors of a design', () => {
  it('land on the fields of the piece, of its children, and on the customer', () => {
    const errors = designErrorsOf([
      { key: 'quantity', value: 'Quantity must be at least 1' },
      { key: 'configuration.ringSize', value: 'Too long' },
      { key: 'subItems.1.quantity', value: 'Too many' },
      { key: 'children.0.itemTypeID', value: 'Choose a product' },
      { key: 'children.1.configuration.engraving', value: 'Too long' },
      { key: 'customerId', value: 'Choose the customer this order is for' },
      { key: 'parentId', value: 'A custom order can only be added to a top-level one' },
    ]);
    expect(errors).toEqual({
      main: { quantity: 'Quantity must be at least 1', ringSize: 'Too long', subItems: 'Too many' },
      children: { 0: { itemTypeID: 'Choose a product' }, 1: { engraving: 'Too long' } },
      customer: 'Choose the customer this order is for',
      other: ['A custom order can only be added to a top-level one'],
    });
    expect(hasDesignErrors(errors)).toBe(true);
    expect(hasDesignErrors(designErrorsOf([]))).toBe(false);
  });
});
