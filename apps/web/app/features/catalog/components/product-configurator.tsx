import '../../../components/facts-table.css';
import '../../../components/notice.css';

import { Stack, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@portal/shared';
import { type ReactNode, useId, useState } from 'react';
import { Columns } from '../../../components/columns';
import { SelectField } from '../../../components/native-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { AfterHydration, useHydratedMark } from '../../../lib/use-hydrated';
import { type ChildItem, useChildItemLookup } from '../api/get-child-item';
import { useFilterAttributesByCategory } from '../api/get-filter-attributes-by-category';
import type { Metal } from '../api/get-metals';
import { attributeChoices, childItemQuery, metalSwatch } from '../configurator';
import { LivePrice, QuantityInput, VariantChoice } from './product-choices';
import { ProductGallery } from './product-gallery';
import { PersonalisationFields } from './personalisation-fields';
import { type ProductSelection, useProductSelection } from '../use-product-selection';
import { metalWeightWords } from '../price-basis-words';
import { useLang } from '../../../lib/i18n/use-lang';

/** Another version of the product was chosen (the page moves to it, keeping the metal). */
export type OnVersionChosen = (child: ChildItem, metalId: number | null) => void;

/**
 * The configurator (spec §1): the metal (pictures follow it), the variants, the version of a master item by its
 * attributes, the quantity, and the price recomputed on every change (the previous request cancelled) with how it is
 * made. Used by the storefront configurator page and the back-office product page; `facts` is what each shows below.
 */
export function ProductConfigurator({
  product,
  metals,
  initialMetalId,
  currency,
  onVersionChosen,
  actions,
  facts,
  header,
  showName = true,
}: {
  product: ProductDetail;
  /** Metals with colours (GET /Metals/ShownInCatalog); the product's own list says which are offered. */
  metals: readonly Metal[];
  initialMetalId: number | null;
  currency: string;
  onVersionChosen: OnVersionChosen;
  actions?: (selection: ProductSelection) => ReactNode;
  /** What is shown below, for the current selection (the Details follow the chosen metal). */
  facts?: ReactNode | ((selection: ProductSelection) => ReactNode);
  header?: ReactNode;
  /** False where the page's own heading already names the product (the back-office). */
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  const {
    metalID,
    setMetalID,
    variantIDs,
    setVariantIDs,
    quantity,
    setQuantity,
    personalisation,
    setPersonalisation,
    selection,
    price,
    images,
  } = useProductSelection(product, { initialMetalId });
  const shownCurrency = price.data?.currencyCode ?? currency;
  const alt = product.seo?.imageAlt?.trim() || product.name;

  return (
    <div className="configurator-layout" ref={hydratedMark} data-testid="configurator">
      <div>
        <ProductGallery images={images.data ?? product.productImageURLs} alt={alt} busy={images.isFetching} />
      </div>
      <div>
        <Stack gap="lg">
          <div>
            {header}
            {showName && (
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {product.name}
              </Title>
            )}
            <Text size="sm" c="dimmed" data-testid="configurator-code">
              {t('catalog.productCode', { code: product.code })}
            </Text>
          </div>

          <div>
            <Text size="sm" c="dimmed">
              {t('configurator.price')}
            </Text>
            <LivePrice
              price={price.data}
              fallback={product.price}
              fallbackBasis={product.priceBasis}
              currency={currency}
              quantity={quantity}
              updating={price.isFetching}
              failed={price.isError}
              testId="configurator-price"
            />
          </div>

          {product.metals.length > 0 && (
            <MetalChoice offered={product.metals} metals={metals} value={metalID} onChange={setMetalID} />
          )}

          {product.variants.length > 0 && (
            <VariantChoice
              variants={product.variants}
              value={variantIDs}
              onChange={setVariantIDs}
              currency={shownCurrency}
              testId="configurator-variants"
            />
          )}

          <AfterHydration>
            <VersionChoice product={product} onChosen={(child) => onVersionChosen(child, metalID)} />
          </AfterHydration>

          <PersonalisationFields
            product={product}
            value={personalisation}
            onChange={setPersonalisation}
            currency={shownCurrency}
            testId="configurator"
          />

          <QuantityInput value={quantity} onChange={setQuantity} testId="configurator-quantity" />

          {actions?.(selection)}

          {price.data && (
            <table className="facts-table" data-testid="configurator-breakdown">
              <caption data-strong>{t('configurator.breakdown.title')}</caption>
              <tbody>
                {price.data.breakdown.metalAmount > 0 && (
                  <tr>
                    <th scope="row" data-wide>
                      {t('configurator.breakdown.metal', {
                        weight: price.data.metalWeights
                          ? metalWeightWords(price.data.metalWeights, lang)
                          : `${format.number(price.data.breakdown.metalWeight, { maximumFractionDigits: 3 })} g`,
                      })}
                    </th>
                    <td>{format.money(price.data.breakdown.metalAmount, shownCurrency)}</td>
                  </tr>
                )}
                {(
                  [
                    ['labour', price.data.breakdown.labour],
                    ['base', price.data.breakdown.base],
                    ['variants', price.data.breakdown.variants],
                    ['subItems', price.data.breakdown.subItems],
                    ['engraving', price.data.breakdown.engraving],
                    ['adjustment', price.data.breakdown.adjustment],
                  ] as const
                )
                  .filter(([, amount]) => amount !== 0)
                  .map(([part, amount]) => (
                    <tr key={part}>
                      <th scope="row" data-wide>
                        {t(`configurator.breakdown.${part}`)}
                      </th>
                      <td>{format.money(amount, shownCurrency)}</td>
                    </tr>
                  ))}
                <tr>
                  <th scope="row" data-wide>
                    {t('configurator.breakdown.unitPrice')}
                  </th>
                  <td data-strong>{format.money(price.data.breakdown.unitPrice, shownCurrency)}</td>
                </tr>
              </tbody>
            </table>
          )}

          {typeof facts === 'function' ? facts(selection) : facts}
        </Stack>
      </div>
    </div>
  );
}

/** The metals as a group of radio cards with a colour swatch: arrow keys move between them. */
function MetalChoice({
  offered,
  metals,
  value,
  onChange,
}: {
  offered: ProductDetail['metals'];
  metals: readonly Metal[];
  value: number | null;
  onChange: (metalId: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="nf-field nf-fieldset" data-testid="configurator-metal">
      <legend className="nf-label">{t('catalog.metal')}</legend>
      <Columns cols={{ base: 2, xs: 3 }} spacing="xs">
        {offered.map((option) => {
          const metal = metals.find((m) => m.id === option.id);
          return (
            // A native radio per metal: one tab stop for the group, arrow keys move between the metals.
            <label key={option.id} className="metal-card" data-testid={`metal-${option.code}`}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
              />
              <span
                className="metal-swatch"
                style={{ background: metalSwatch(metal?.colour, metal?.masterAlloyCode) }}
              />
              <span>{option.name}</span>
            </label>
          );
        })}
      </Columns>
    </fieldset>
  );
}

/**
 * The versions of a master item, one select per attribute that differs (spec §7 getChildItemByMasterItemTypeAttributes).
 * Shown only for a master item with versions or a version of one.
 */
function VersionChoice({
  product,
  onChosen,
}: {
  product: ProductDetail;
  onChosen: (child: ChildItem) => void;
}) {
  const { t } = useTranslation();
  // The product says whether it has versions: no lookup is asked (and refused) for one that has none.
  const hasVersions = product.hasVersions === true;
  const categoryId = product.categories[0]?.id ?? null;
  const offered = useFilterAttributesByCategory(categoryId, hasVersions);
  const lookup = useChildItemLookup();
  const [missing, setMissing] = useState(false);
  if (!hasVersions || !offered.data) return null;
  const choices = attributeChoices(product.attributes, offered.data);
  if (choices.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="configurator-versions">
      <Columns cols={{ base: 1, xs: 2 }} spacing="sm">
        {choices.map((choice) => (
          <SelectField
            key={choice.code}
            label={choice.name}
            value={choice.value}
            disabled={lookup.isPending}
            options={choice.options.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(value) => {
              setMissing(false);
              lookup.mutate(childItemQuery(product, choices, { code: choice.code, value }), {
                onSuccess: (child) => (child.id === product.id ? undefined : onChosen(child)),
                onError: () => setMissing(true),
              });
            }}
          />
        ))}
      </Columns>
      {missing && (
        <Text role="status" className="notice notice-warning" data-testid="configurator-version-missing">
          {t('configurator.noVersion')}
        </Text>
      )}
    </Stack>
  );
}
