// Over 400 lines: the demo catalogue is written in one transaction whose steps (alloys, metals, categories, products,
// attributes, pictures) pass each other's generated ids; it is seed data, read once, not a service.
import { metalPricePerGram, slugify } from '@portal/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';
import { artKey, ART_VARIANTS, refreshCatalogIndex, type ArtColour } from '../modules/catalog/public';
import { changeContent } from '../platform/content-generation';
import { seedRingSizesAndEngraving } from './catalog-sizing';
import {
  ATTRIBUTES,
  CATEGORIES,
  ITEM_GROUPS,
  MASTER_ALLOYS,
  METALS,
  STONES,
  UNIT_CONVERSIONS,
  type ItemKind,
} from './catalog-data';

/** Deterministic pseudo-random numbers: the same catalogue on every machine, so seeding twice changes nothing. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const ADJECTIVES: [string, string][] = [
  ['Classic', 'Classique'],
  ['Milgrain', 'Perlé'],
  ['Twisted', 'Torsadé'],
  ['Vintage', 'Vintage'],
  ['Modern', 'Moderne'],
  ['Petite', 'Petit'],
  ['Bold', 'Audacieux'],
  ['Florentine', 'Florentin'],
  ['Beaded', 'Perles'],
  ['Knife-Edge', 'Arête vive'],
  ['Cathedral', 'Cathédrale'],
  ['Split-Shank', 'Double anneau'],
  ['Bezel', 'Serti clos'],
  ['Pavé', 'Pavé'],
  ['Infinity', 'Infini'],
  ['Celtic', 'Celtique'],
  ['Sculpted', 'Sculpté'],
  ['Heritage', 'Héritage'],
  ['Rope-Edge', 'Bord corde'],
  ['Organic', 'Organique'],
];

const KIND_PROFILE: Record<ItemKind, { prefix: string; weight: [number, number]; labour: [number, number] }> =
  {
    ring: { prefix: 'RG', weight: [2.5, 7], labour: [35, 120] },
    band: { prefix: 'WB', weight: [3, 12], labour: [30, 90] },
    engagement: { prefix: 'EN', weight: [2.5, 5], labour: [80, 260] },
    pendant: { prefix: 'PD', weight: [1.2, 5], labour: [25, 90] },
    memorial: { prefix: 'MM', weight: [2, 8], labour: [60, 180] },
    charm: { prefix: 'CH', weight: [0.8, 3], labour: [15, 45] },
    chain: { prefix: 'CN', weight: [2.5, 20], labour: [20, 120] },
    earring: { prefix: 'ER', weight: [1, 4], labour: [25, 90] },
    bracelet: { prefix: 'BR', weight: [4, 18], labour: [40, 200] },
    finding: { prefix: 'FD', weight: [0.1, 0.8], labour: [2, 12] },
  };

const ITEMS_PER_CATEGORY = 13;
const money = (n: number) => n.toFixed(2);

export async function seedMetals(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.masterAlloys)
      .values(
        MASTER_ALLOYS.map(([code, name, nameFr, pricePerOunce]) => ({ code, name, nameFr, pricePerOunce })),
      )
      .onConflictDoNothing();
    const alloys = await tx.select().from(t.masterAlloys);
    await tx
      .insert(t.metals)
      .values(
        METALS.map(([code, name, nameFr, alloy, karat, colour, purity, density, surcharge], i) => {
          const master = alloys.find((a) => a.code === alloy)!;
          return {
            code,
            name,
            nameFr,
            karat,
            colour,
            purity,
            density,
            masterAlloyId: master.id,
            surchargePerOunce: surcharge,
            pricePerGram: metalPricePerGram(master.pricePerOunce, purity, surcharge),
            rank: (i + 1) * 10,
          };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.measureUnitConversions)
      .values(UNIT_CONVERSIONS.map(([source, target, factor]) => ({ source, target, factor })))
      .onConflictDoNothing();
  });
}

/** The demo catalogue: 56 categories, about 600 item types with attributes, variants and stones, customer pricing. */
export async function seedCatalog(db: Db): Promise<void> {
  await seedMetals(db);
  await changeContent(db, async (tx) => {
    const existing = await tx
      .select({ id: t.productCategories.id })
      .from(t.productCategories)
      .where(eq(t.productCategories.code, 'RINGS'));
    if (existing.length > 0) return; // the catalogue is there: never generate it twice
    const rnd = random(20261122);
    await tx
      .insert(t.itemGroups)
      .values(
        ITEM_GROUPS.map(([code, groupName, groupNameFr, fulfilment], i) => ({
          code,
          groupName,
          groupNameFr,
          fulfilment,
          rank: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
    const groups = await tx.select().from(t.itemGroups);
    const groupId = (code: string) => groups.find((g) => g.code === code)!.id;
    const metalRows = await tx.select().from(t.metals);
    const metal = (code: string) => metalRows.find((m) => m.code === code)!;

    await tx.insert(t.attributeDefinitions).values(
      ATTRIBUTES.map(([code, name, nameFr, valueType, unit], i) => ({
        code,
        name,
        nameFr,
        valueType,
        unit,
        rank: (i + 1) * 10,
      })),
    );
    const attributes = await tx.select().from(t.attributeDefinitions);
    const attributeId = (code: string) => attributes.find((a) => a.code === code)!.id;
    await tx.insert(t.attributeOptions).values(
      ATTRIBUTES.flatMap(([code, , , , , options]) =>
        options.map(([value, label, labelFr], i) => ({
          attributeId: attributeId(code),
          value,
          label,
          labelFr,
          rank: (i + 1) * 10,
        })),
      ),
    );

    const stones = await tx
      .insert(t.itemTypes)
      .values(
        STONES.map(([code, name, nameFr, price]) => ({
          code,
          slug: slugify(name),
          name,
          nameFr,
          basePrice: price,
          itemGroupId: groupId('STONES'),
          shownInCatalog: false,
        })),
      )
      .returning({ id: t.itemTypes.id, code: t.itemTypes.code });
    const stoneId = (code: string) => stones.find((s) => s.code === code)!.id;

    let sequence = 1000;
    for (const [parentRank, parent] of CATEGORIES.entries()) {
      const [parentRow] = await tx
        .insert(t.productCategories)
        .values({
          code: parent.code,
          slug: slugify(parent.name),
          name: parent.name,
          nameFr: parent.nameFr,
          rank: (parentRank + 1) * 10,
          description: `${parent.name} made to order in gold, silver, platinum and palladium.`,
          descriptionFr: `${parent.nameFr} fabriqués sur commande en or, argent, platine et palladium.`,
        })
        .returning({ id: t.productCategories.id });
      const profile = KIND_PROFILE[parent.kind];
      for (const [childRank, [code, name, nameFr, nouns]] of parent.children.entries()) {
        const [child] = await tx
          .insert(t.productCategories)
          .values({
            code,
            parentId: parentRow!.id,
            slug: slugify(name),
            name,
            nameFr,
            rank: (childRank + 1) * 10,
            description: `${name} from our workshop.`,
            descriptionFr: `${nameFr} de notre atelier.`,
          })
          .returning({ id: t.productCategories.id });
        const items = Array.from({ length: ITEMS_PER_CATEGORY }, (_, i) => {
          sequence += 1;
          const [adjective, adjectiveFr] =
            ADJECTIVES[(i * 7 + childRank * 3 + parentRank) % ADJECTIVES.length]!;
          const noun = nouns[i % nouns.length]!;
          const width =
            parent.kind === 'band'
              ? rnd.pick(['2', '3', '4', '5', '6', '8'])
              : parent.kind === 'ring' || parent.kind === 'engagement'
                ? rnd.pick(['1.5', '2', '3', '4'])
                : null;
          const itemName = `${adjective} ${noun}${parent.kind === 'band' ? ` ${width} mm` : ''}`;
          const defaultMetal =
            parent.kind === 'memorial'
              ? rnd.pick(['SS925', '14KY', '14KW', 'SS925'])
              : parent.kind === 'finding'
                ? rnd.pick(['14KY', '14KW', 'SS925'])
                : rnd.pick(['14KY', '14KW', '14KR', '18KY', '18KW', 'PT950', 'SS925', '10KY']);
          const weight = rnd.between(...profile.weight) * (width ? 0.6 + Number(width) / 8 : 1);
          return {
            code: `NS-${profile.prefix}${sequence}`,
            slug: slugify(`${itemName} ${sequence}`),
            name: itemName,
            nameFr: `${nameFr} « ${adjectiveFr} »${parent.kind === 'band' ? ` ${width} mm` : ''}`,
            description: `${itemName}, made to order in our workshop. Every piece is cast, finished and inspected by hand.`,
            descriptionFr: `${nameFr} « ${adjectiveFr} », fabriqué sur commande dans notre atelier. Chaque pièce est coulée, finie et contrôlée à la main.`,
            itemGroupId: groupId(parent.group),
            basePrice: '0.00',
            labourPrice: money(rnd.between(...profile.labour)),
            metalWeight: weight.toFixed(3),
            defaultMetalId: metal(defaultMetal).id,
            featuredOnPortal: rnd.chance(0.04),
            isRetail: rnd.chance(0.4),
            width,
            kind: parent.kind,
            categoryCode: code,
          };
        });
        const inserted = await tx
          .insert(t.itemTypes)
          .values(items.map(({ width: _w, kind: _k, categoryCode: _c, ...item }) => item))
          .returning({ id: t.itemTypes.id });
        await tx
          .insert(t.productCategoryItems)
          .values(
            inserted.map((row, i) => ({ categoryId: child!.id, itemTypeId: row.id, rank: (i + 1) * 10 })),
          );
        const attributeRows: (typeof t.itemTypeAttributes.$inferInsert)[] = [];
        const variantRows: (typeof t.itemTypeVariants.$inferInsert)[] = [];
        const subItemRows: (typeof t.itemTypeSubItems.$inferInsert)[] = [];
        inserted.forEach((row, i) => {
          const item = items[i]!;
          const m = metalRows.find((x) => x.id === item.defaultMetalId)!;
          const family = m.code.startsWith('SS')
            ? 'SILVER'
            : m.code.startsWith('PT')
              ? 'PLATINUM'
              : m.code.startsWith('PD')
                ? 'PALLADIUM'
                : 'GOLD';
          const add = (code: string, value: string) =>
            attributeRows.push({ itemTypeId: row.id, attributeId: attributeId(code), value });
          add('METAL', family);
          if (m.karat) add('KARAT', String(m.karat));
          add('FINISH', rnd.pick(['POLISHED', 'POLISHED', 'SATIN', 'HAMMERED', 'BRUSHED']));
          add('ENGRAVABLE', parent.kind === 'memorial' || rnd.chance(0.5) ? '1' : '0');
          add('GENDER', item.name.includes("Men's") ? 'MEN' : rnd.pick(['WOMEN', 'WOMEN', 'UNISEX', 'MEN']));
          if (item.width) add('WIDTH', item.width);
          if (
            ['ring', 'band', 'engagement'].includes(item.kind) ||
            item.categoryCode === 'MEM-FINGERPRINT-RINGS'
          )
            add('RING_SIZE', rnd.pick(['5', '6', '7', '7', '8', '9', '10']));
          if (item.kind === 'chain' || item.kind === 'bracelet')
            add('LENGTH', item.kind === 'bracelet' ? '7' : rnd.pick(['16', '18', '20', '22', '24']));
          const stone =
            item.kind === 'engagement'
              ? rnd.pick(['DIAMOND', 'DIAMOND', 'MOISSANITE'])
              : item.categoryCode === 'BANDS-DIAMOND' ||
                  item.categoryCode === 'BANDS-ETERNITY' ||
                  item.categoryCode === 'BRAC-TENNIS'
                ? 'DIAMOND'
                : item.categoryCode.endsWith('BIRTHSTONE')
                  ? 'BIRTHSTONE'
                  : item.kind === 'ring' || item.kind === 'earring'
                    ? rnd.pick(['NONE', 'NONE', 'SAPPHIRE', 'RUBY', 'EMERALD', 'DIAMOND'])
                    : 'NONE';
          add('STONE', stone);
          const stoneCode: Record<string, string> = {
            DIAMOND: 'STONE-DIA-025',
            MOISSANITE: 'STONE-MOI-65MM',
            SAPPHIRE: 'STONE-SAP-5MM',
            RUBY: 'STONE-RUB-5MM',
            EMERALD: 'STONE-EME-5MM',
            BIRTHSTONE: 'STONE-BIRTH-4MM',
          };
          if (stone !== 'NONE') {
            const center =
              item.kind === 'engagement' && stone === 'DIAMOND'
                ? rnd.pick(['STONE-DIA-050', 'STONE-DIA-100'])
                : stoneCode[stone]!;
            subItemRows.push({
              itemTypeId: row.id,
              subItemTypeId: stoneId(center),
              quantity:
                item.categoryCode === 'BANDS-ETERNITY' || item.categoryCode === 'BRAC-TENNIS' ? '0' : '1',
              attachedEntityTypeId: 107,
              rank: 10,
            });
            if (['engagement', 'band', 'bracelet'].includes(item.kind))
              subItemRows.push({
                itemTypeId: row.id,
                subItemTypeId: stoneId('STONE-MEL-001'),
                quantity: String(Math.round(rnd.between(8, 40))),
                attachedEntityTypeId: 107,
                rank: 20,
              });
          }
          if (['ring', 'band', 'engagement'].includes(item.kind)) {
            variantRows.push({
              itemTypeId: row.id,
              code: 'COMFORT_FIT',
              name: 'Comfort fit',
              nameFr: 'Confort',
              priceDelta: '18.00',
              weightDelta: '0.400',
              rank: 10,
            });
            variantRows.push({
              itemTypeId: row.id,
              code: 'MILGRAIN',
              name: 'Milgrain edges',
              nameFr: 'Bords perlés',
              priceDelta: '22.00',
              weightDelta: '0.000',
              rank: 20,
            });
          }
          if (item.kind === 'pendant' || item.kind === 'memorial') {
            variantRows.push({
              itemTypeId: row.id,
              code: 'CHAIN_18',
              name: 'With an 18 in cable chain',
              nameFr: 'Avec chaîne forçat 45 cm',
              priceDelta: '35.00',
              weightDelta: '1.200',
              rank: 10,
            });
            variantRows.push({
              itemTypeId: row.id,
              code: 'BACK_ENGRAVING',
              name: 'Engraving on the back',
              nameFr: 'Gravure au dos',
              priceDelta: '25.00',
              weightDelta: '0.000',
              rank: 20,
            });
          }
        });
        await tx.insert(t.itemTypeAttributes).values(attributeRows);
        // A generated picture per metal, in that metal's colour (platinum, palladium and silver are white).
        await tx.insert(t.itemTypeImages).values(
          inserted.flatMap((row, i) => {
            const variant = (i + childRank) % ART_VARIANTS;
            const url = (colour: string | null) =>
              `/media/${artKey(items[i]!.kind, (colour ?? 'white') as ArtColour, variant)}`;
            const ownColour = metalRows.find((m) => m.id === items[i]!.defaultMetalId)?.colour ?? 'white';
            return [
              { itemTypeId: row.id, metalId: null, url: url(ownColour), rank: 10 },
              ...metalRows.map((m) => ({ itemTypeId: row.id, metalId: m.id, url: url(m.colour), rank: 10 })),
            ];
          }),
        );
        if (variantRows.length > 0) await tx.insert(t.itemTypeVariants).values(variantRows);
        if (subItemRows.length > 0)
          await tx
            .insert(t.itemTypeSubItems)
            .values(
              subItemRows
                .filter((s) => s.quantity !== '0')
                .concat(subItemRows.filter((s) => s.quantity === '0').map((s) => ({ ...s, quantity: '20' }))),
            );
      }
    }

    const demoCustomers = await tx
      .select()
      .from(t.customers)
      .where(inArray(t.customers.accountNumber, ['C1001', 'C1002', 'C1003']));
    const customer = (code: string) => demoCustomers.find((c) => c.accountNumber === code);
    const pricing = [
      customer('C1001') && {
        customerId: customer('C1001')!.id,
        itemGroupId: groupId('RINGS'),
        adjustmentPercent: '-10.00',
      },
      customer('C1002') && {
        customerId: customer('C1002')!.id,
        itemGroupId: groupId('MEMORIAL'),
        adjustmentPercent: '-15.00',
      },
      customer('C1003') && {
        customerId: customer('C1003')!.id,
        itemGroupId: groupId('CHAINS'),
        adjustmentPercent: '5.00',
      },
    ].filter((p): p is NonNullable<typeof p> => Boolean(p));
    if (pricing.length > 0) await tx.insert(t.customerItemPricing).values(pricing);
    await seedRingSizesAndEngraving(tx);
    await refreshCatalogIndex(tx, 'all');
  });
}
