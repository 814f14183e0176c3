import type { ProductDetail } from '@portal/shared';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getProductImages } from '@portal/shared/catalog/get-product-images';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { callKey } from '../../lib/calls';
import { priceSelectionOf, useProductSelection } from './use-product-selection';

type Chosen = ReturnType<typeof useProductSelection>;

const ring = {
  id: 41,
  code: 'NS-RG1001',
  metalId: 1,
  metals: [
    { id: 1, code: '14KY', name: '14K yellow gold' },
    { id: 2, code: '14KW', name: '14K white gold' },
  ],
  productImageURLs: ['/media/ns-rg1001-14ky.webp'],
  ringSizes: { min: 3, max: 13, base: 7, weightFollowsSize: true },
  engraving: { maxLength: 15, price: 30 },
} as unknown as ProductDetail;

const pendant = {
  ...ring,
  id: 42,
  code: 'NS-PD2001',
  metalId: null,
  metals: [{ id: 3, code: 'SS', name: 'Sterling silver' }],
  ringSizes: null,
  engraving: null,
} as unknown as ProductDetail;

/** A page that makes one choice per render, then tells what the hook returned. */
function ChoosingPage({
  product,
  steps,
  options,
  onRender,
}: {
  product: ProductDetail;
  steps: ((chosen: Chosen) => void)[];
  options: Parameters<typeof useProductSelection>[1];
  onRender: (chosen: Chosen) => void;
}) {
  const chosen = useProductSelection(product, options);
  const [step, setStep] = useState(0);
  if (step < steps.length) {
    steps[step]!(chosen);
    setStep(step + 1);
  }
  onRender(chosen);
  return null;
}

/**
 * Renders the hook as a page does (server rendering, a query client of its own) and makes the choices in turn, one
 * render after another: React renders a component again when it sets its own state while rendering, so each step sees
 * what the steps before it chose. Answers what the last render returned and the queries the hook asked for.
 */
function choose(
  product: ProductDetail,
  steps: ((chosen: Chosen) => void)[] = [],
  options?: Parameters<typeof useProductSelection>[1],
) {
  const client = new QueryClient();
  const seen: { last?: Chosen } = {};
  const onRender = (chosen: Chosen) => {
    seen.last = chosen;
  };
  renderToString(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ChoosingPage, { product, steps, options, onRender }),
    ),
  );
  const asked = (key: readonly unknown[]) => client.getQueryCache().findAll({ queryKey: key }).length > 0;
  return { last: seen.last!, asked };
}

const priceKey = (chosen: Chosen) => callKey(calculatePrice, { body: priceSelectionOf(chosen.selection) });

describe('useProductSelection', () => {
  it('starts with the product’s metal, no options, one piece, a ring in its base size without engraving', () => {
    const { last, asked } = choose(ring);
    expect(last.selection).toEqual({
      itemTypeID: 41,
      metalID: 1,
      variantIDs: [],
      quantity: 1,
      configuration: { ringSize: '7' },
    });
    // The live price is asked for that selection; the pictures are the server-rendered ones.
    expect(priceSelectionOf(last.selection)).toEqual({
      itemTypeID: 41,
      metalID: 1,
      variantIDs: [],
      quantity: 1,
      ringSize: '7',
    });
    expect(asked(priceKey(last))).toBe(true);
    expect(last.images.data).toEqual(['/media/ns-rg1001-14ky.webp']);
  });

  it('starts with the metal a shared link asks for, or the first offered when the product has none of its own', () => {
    expect(choose(ring, [], { initialMetalId: 2 }).last.metalID).toBe(2);
    expect(choose(pendant).last.metalID).toBe(3);
    expect(choose(pendant).last.selection.configuration).toEqual({});
  });

  it('follows every choice: metal, options, size, engraving and quantity, and asks the price of what is chosen', () => {
    const { last, asked } = choose(ring, [
      (c) => c.setMetalID(2),
      (c) => c.setVariantIDs([159, 160]),
      (c) => c.setPersonalisation({ ...c.personalisation, ringSize: '6.75' }),
      (c) => c.setPersonalisation({ ...c.personalisation, engraving: '  Forever ', engravingFont: 'ROMAN' }),
      (c) => c.setQuantity(3),
    ]);
    expect(last.selection).toEqual({
      itemTypeID: 41,
      metalID: 2,
      variantIDs: [159, 160],
      quantity: 3,
      configuration: { ringSize: '6.75', engraving: 'Forever', engravingFont: 'ROMAN' },
    });
    expect(asked(priceKey(last))).toBe(true);
    // The pictures follow the metal: those of the white gold are asked for.
    expect(asked(callKey(getProductImages, { query: { productCode: 'NS-RG1001', metalId: 2 } }))).toBe(true);
  });

  it('asks no engraving that is only spaces, and none of a piece made in no size that cannot be engraved', () => {
    expect(
      choose(ring, [(c) => c.setPersonalisation({ ...c.personalisation, engraving: '   ' })]).last.selection
        .configuration,
    ).toEqual({ ringSize: '7' });
    expect(
      choose(pendant, [
        (c) => c.setPersonalisation({ ringSize: '7', engraving: 'Love', engravingFont: 'SCRIPT' }),
      ]).last.selection.configuration,
    ).toEqual({});
  });
});
