/** Statuses per kind in workflow order; listGroup is the order-list tab of spec §4 (new, processing, closed). */
type StatusRow = [
  code: string,
  name: string,
  nameFr: string,
  listGroup: 'new' | 'processing' | 'closed',
  isDefault?: boolean,
];

export const ENTITY_STATUSES: Record<string, StatusRow[]> = {
  JOB_ORDER: [
    ['NEW', 'New', 'Nouveau', 'new', true],
    ['AWAITING_APPROVAL', 'Awaiting approval', 'En attente d’approbation', 'new'],
    ['APPROVED', 'Approved', 'Approuvé', 'processing'],
    ['IN_PRODUCTION', 'In production', 'En fabrication', 'processing'],
    ['QUALITY_CHECK', 'Quality check', 'Contrôle qualité', 'processing'],
    ['READY_TO_SHIP', 'Ready to ship', 'Prêt à expédier', 'processing'],
    ['SHIPPED', 'Shipped', 'Expédié', 'closed'],
    ['COMPLETED', 'Completed', 'Terminé', 'closed'],
    ['DECLINED', 'Declined', 'Refusé', 'closed'],
    ['CANCELLED', 'Cancelled', 'Annulé', 'closed'],
  ],
  SALES_ORDER: [
    ['NEW', 'New', 'Nouvelle', 'new', true],
    ['CONFIRMED', 'Confirmed', 'Confirmée', 'processing'],
    ['PICKING', 'Being prepared', 'En préparation', 'processing'],
    ['SHIPPED', 'Shipped', 'Expédiée', 'closed'],
    ['INVOICED', 'Invoiced', 'Facturée', 'closed'],
    ['CANCELLED', 'Cancelled', 'Annulée', 'closed'],
  ],
  PRICE_QUOTE: [
    ['NEW', 'New', 'Nouveau', 'new', true],
    ['SENT', 'Sent to customer', 'Envoyé au client', 'new'],
    ['AWAITING_APPROVAL', 'Awaiting approval', 'En attente d’approbation', 'processing'],
    ['UNDER_REVIEW', 'Under review', 'En révision', 'processing'],
    ['APPROVED', 'Approved', 'Approuvé', 'closed'],
    ['DECLINED', 'Declined', 'Refusé', 'closed'],
    ['EXPIRED', 'Expired', 'Expiré', 'closed'],
    ['CONVERTED', 'Converted to order', 'Converti en commande', 'closed'],
  ],
  INVOICE: [
    ['OPEN', 'Open', 'Ouverte', 'new', true],
    ['PARTIALLY_PAID', 'Partially paid', 'Partiellement payée', 'processing'],
    ['OVERDUE', 'Overdue', 'En retard', 'processing'],
    ['PAID', 'Paid', 'Payée', 'closed'],
    ['VOID', 'Void', 'Annulée', 'closed'],
  ],
};

/** Service types with the estimate group they are shown in and the bench labour an estimate starts from. */
export const SERVICE_TYPES: [code: string, name: string, nameFr: string, group: string, basePrice: string][] =
  [
    ['MANUFACTURING', 'Manufacturing', 'Fabrication', 'MANUFACTURING', '85.00'],
    ['REPAIR', 'Repair', 'Réparation', 'REPAIR', '35.00'],
    ['RESIZING', 'Ring resizing', 'Mise à taille', 'REPAIR', '28.00'],
    ['STONE_SETTING', 'Stone setting', 'Sertissage', 'SETTING', '40.00'],
    ['ENGRAVING', 'Engraving', 'Gravure', 'SETTING', '30.00'],
    ['POLISHING', 'Polishing', 'Polissage', 'REPAIR', '18.00'],
    ['RHODIUM_PLATING', 'Rhodium plating', 'Rhodiage', 'REPAIR', '25.00'],
    ['CASTING', 'Casting', 'Fonte', 'MANUFACTURING', '45.00'],
    ['FINGERPRINT', 'Fingerprint memorial', 'Empreinte commémorative', 'MEMORIAL', '65.00'],
    ['APPRAISAL', 'Appraisal', 'Expertise', 'APPRAISAL', '75.00'],
  ];

/** Finishes and priorities of the estimate screen. */
export const ESTIMATE_OPTIONS: [
  kind: 'TREATMENT' | 'PRIORITY',
  code: string,
  name: string,
  nameFr: string,
  price: string,
  surchargePercent: string,
][] = [
  ['TREATMENT', 'HIGH_POLISH', 'High polish', 'Poli miroir', '0.00', '0'],
  ['TREATMENT', 'SATIN', 'Satin finish', 'Fini satiné', '12.00', '0'],
  ['TREATMENT', 'HAMMERED', 'Hammered finish', 'Fini martelé', '24.00', '0'],
  ['TREATMENT', 'OXIDIZED', 'Oxidized details', 'Détails oxydés', '15.00', '0'],
  ['TREATMENT', 'RHODIUM', 'Rhodium plating', 'Rhodiage', '25.00', '0'],
  ['PRIORITY', 'STANDARD', 'Standard (10 business days)', 'Standard (10 jours ouvrés)', '0.00', '0'],
  ['PRIORITY', 'RUSH', 'Rush (5 business days)', 'Urgent (5 jours ouvrés)', '0.00', '25'],
  ['PRIORITY', 'EXPRESS', 'Express (2 business days)', 'Express (2 jours ouvrés)', '0.00', '50'],
];

/** The priorities as rush tiers: lead time in working days and orders taken per day (null: no limit). */
export const RUSH_TIER_TIMES: Record<string, { leadDays: number; dailyCapacity: number | null }> = {
  STANDARD: { leadDays: 10, dailyCapacity: null },
  RUSH: { leadDays: 5, dailyCapacity: 3 },
  EXPRESS: { leadDays: 2, dailyCapacity: 1 },
};

export const CUSTOMER_TYPES: [code: string, name: string, nameFr: string][] = [
  ['RETAIL_JEWELER', 'Retail jeweler', 'Bijoutier détaillant'],
  ['FUNERAL_HOME', 'Funeral home', 'Entreprise de pompes funèbres'],
  ['DEALER', 'Dealer', 'Revendeur'],
  ['WHOLESALER', 'Wholesaler', 'Grossiste'],
  ['CONSUMER', 'Consumer', 'Particulier'],
];

export const FORMAT_SETTINGS: [name: string, value: string][] = [
  ['DATE_FORMAT', 'MM/dd/yyyy'],
  ['DATE_TIME_FORMAT', 'MM/dd/yyyy hh:mm a'],
  ['CURRENCY_CODE', 'USD'],
  ['CURRENCY_SYMBOL', '$'],
  ['MONEY_DECIMALS', '2'],
  ['WEIGHT_UNIT', 'g'],
  ['WEIGHT_DECIMALS', '2'],
  ['DECIMAL_SEPARATOR', '.'],
  ['THOUSANDS_SEPARATOR', ','],
];

export const OWNER_COMPANY = {
  code: 'NSFJ',
  name: 'Northstar Fine Jewelry Manufacturing',
  email: 'orders@northstar-jewelry.example',
  phone: '+1 212 555 0140',
  website: 'https://northstar-jewelry.example',
  addressLine1: '47 West 47th Street',
  addressLine2: 'Suite 1200',
  city: 'New York',
  zip: '10036',
  stateName: 'New York',
  countryName: 'United States',
  currencyCode: 'USD',
  currencySymbol: '$',
};

export const ADMIN_SETTING_GROUPS: {
  code: string;
  name: string;
  settings: [code: string, name: string, value: string, type: string][];
}[] = [
  {
    code: 'GENERAL',
    name: 'General',
    settings: [
      ['PORTAL_NAME', 'Portal name', 'Northstar Customer Portal', 'string'],
      ['SUPPORT_EMAIL', 'Support e-mail', 'support@northstar-jewelry.example', 'string'],
    ],
  },
  {
    code: 'ORDERS',
    name: 'Orders',
    settings: [
      ['USERS_CAN_ONLY_VIEW_THEIR_ITEM_TYPES', 'Users can only view their item types', 'false', 'boolean'],
      ['SALES_TAX_ENABLED', 'Sales tax enabled', 'true', 'boolean'],
    ],
  },
];
