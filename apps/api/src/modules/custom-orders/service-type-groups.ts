/** The groups the estimate screen shows service types under, with their names in English and French. */
export const SERVICE_TYPE_GROUPS: Record<string, [name: string, nameFr: string]> = {
  MANUFACTURING: ['Manufacturing', 'Fabrication'],
  REPAIR: ['Repairs and finishing', 'Réparations et finitions'],
  SETTING: ['Setting and engraving', 'Sertissage et gravure'],
  MEMORIAL: ['Memorial pieces', 'Pièces commémoratives'],
  APPRAISAL: ['Appraisal', 'Expertise'],
  OTHER: ['Other services', 'Autres services'],
};
