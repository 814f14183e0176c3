import { ORDER_SETTING, ORDER_SETTINGS_GROUP } from '@portal/shared/settings/setting-rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { RETENTION_SETTING } from '../modules/decedents/public';
import { adminSettingGroups, adminSettings } from '../db/schema/index';

interface SettingDefinition {
  code: string;
  name: string;
  nameFr: string;
  /** The value a new installation starts with; an administrator's later value is kept. */
  value: string;
  valueType: 'string' | 'number' | 'boolean' | 'select';
  isRequired?: boolean;
  options?: string[];
  minValue?: string;
  maxValue?: string;
  maxLength?: number;
  format?: 'email' | 'url';
}

/** The global settings with their types and rules (spec §7 Settings), in their groups and in screen order. */
export const SETTING_CATALOGUE: {
  code: string;
  name: string;
  nameFr: string;
  settings: SettingDefinition[];
}[] = [
  {
    code: 'GENERAL',
    name: 'General',
    nameFr: 'Général',
    settings: [
      {
        code: 'PORTAL_NAME',
        name: 'Portal name',
        nameFr: 'Nom du portail',
        value: 'Northstar Customer Portal',
        valueType: 'string',
        isRequired: true,
        maxLength: 80,
      },
      {
        code: 'SUPPORT_EMAIL',
        name: 'Support e-mail',
        nameFr: 'E-mail du support',
        value: 'support@northstar-jewelry.example',
        valueType: 'string',
        isRequired: true,
        maxLength: 120,
        format: 'email',
      },
    ],
  },
  {
    code: 'ORDERS',
    name: 'Orders',
    nameFr: 'Commandes',
    settings: [
      {
        code: 'USERS_CAN_ONLY_VIEW_THEIR_ITEM_TYPES',
        name: 'Users can only view their item types',
        nameFr: 'Les utilisateurs ne voient que leurs types d’articles',
        value: 'false',
        valueType: 'boolean',
      },
      {
        code: 'SALES_TAX_ENABLED',
        name: 'Sales tax enabled',
        nameFr: 'Taxe de vente activée',
        value: 'true',
        valueType: 'boolean',
      },
    ],
  },
  {
    code: 'MEMORIAL',
    name: 'Memorial program',
    nameFr: 'Programme commémoratif',
    settings: [
      {
        // The retention job destroys a fingerprint this many months after its last order (docs/decisions.md
        // "Chain of custody").
        code: RETENTION_SETTING,
        name: 'Months fingerprints are kept after their last order',
        nameFr: 'Mois de conservation des empreintes après leur dernière commande',
        value: '24',
        valueType: 'number',
        isRequired: true,
        minValue: '1',
        maxValue: '600',
      },
    ],
  },
  {
    code: ORDER_SETTINGS_GROUP,
    name: 'Customer orders',
    nameFr: 'Commandes des clients',
    settings: [
      {
        code: ORDER_SETTING.madeToOrder,
        name: 'A cart with a made-to-order item becomes',
        nameFr: 'Un panier avec un article fabriqué sur commande devient',
        value: 'JO',
        valueType: 'select',
        options: ['JO', 'PQ'],
      },
      {
        code: ORDER_SETTING.stockOnly,
        name: 'A cart of stock items only becomes',
        nameFr: 'Un panier d’articles en stock uniquement devient',
        value: 'SO',
        valueType: 'select',
        options: ['SO', 'JO', 'PQ'],
      },
      {
        code: ORDER_SETTING.quoteAbove,
        name: 'Carts above this total become a price quote (0: never)',
        nameFr: 'Les paniers au-delà de ce total deviennent un devis (0 : jamais)',
        value: '0',
        valueType: 'number',
        minValue: '0',
        maxValue: '10000000',
      },
      {
        code: ORDER_SETTING.honourQuoteFirst,
        name: 'Customers set to “quotes first” get a price quote',
        nameFr: 'Les clients réglés sur « devis d’abord » reçoivent un devis',
        value: 'true',
        valueType: 'boolean',
      },
    ],
  },
];

/**
 * Runs on every start after the reference data: adds the groups and settings that are missing with their first
 * value, and brings every setting's type, rules and names to this release's. Values already set are never touched.
 */
export async function seedConfiguration(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [groupRank, group] of SETTING_CATALOGUE.entries()) {
      await tx
        .insert(adminSettingGroups)
        .values({ code: group.code, name: group.name, nameFr: group.nameFr, rank: groupRank })
        .onConflictDoUpdate({
          target: adminSettingGroups.code,
          set: { nameFr: group.nameFr, rank: groupRank },
        });
      const [groupRow] = await tx
        .select()
        .from(adminSettingGroups)
        .where(eq(adminSettingGroups.code, group.code));
      for (const [rank, s] of group.settings.entries()) {
        const rules = {
          name: s.name,
          nameFr: s.nameFr,
          rank,
          valueType: s.valueType,
          isRequired: s.isRequired ?? false,
          options: s.options ?? null,
          minValue: s.minValue ?? null,
          maxValue: s.maxValue ?? null,
          maxLength: s.maxLength ?? null,
          format: s.format ?? null,
        };
        await tx
          .insert(adminSettings)
          .values({ groupId: groupRow!.id, code: s.code, value: s.value, ...rules })
          .onConflictDoUpdate({
            target: adminSettings.code,
            set: { ...rules, groupId: sql`excluded.group_id` },
          });
      }
    }
  });
}
