/**
 * The groups the estimate screen shows service types under, by their English names (French in `locales/fr.json`).
 */
export const SERVICE_TYPE_GROUPS: Record<string, string> = {
  MANUFACTURING: 'Manufacturing',
  REPAIR: 'Repairs and finishing',
  SETTING: 'Setting and engraving',
  MEMORIAL: 'Memorial pieces',
  APPRAISAL: 'Appraisal',
  OTHER: 'Other services',
};
