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

export const SERVICE_TYPES: [code: string, name: string, nameFr: string][] = [
  ['MANUFACTURING', 'Manufacturing', 'Fabrication'],
  ['REPAIR', 'Repair', 'Réparation'],
  ['RESIZING', 'Ring resizing', 'Mise à taille'],
  ['STONE_SETTING', 'Stone setting', 'Sertissage'],
  ['ENGRAVING', 'Engraving', 'Gravure'],
  ['POLISHING', 'Polishing', 'Polissage'],
  ['RHODIUM_PLATING', 'Rhodium plating', 'Rhodiage'],
  ['CASTING', 'Casting', 'Fonte'],
  ['FINGERPRINT', 'Fingerprint memorial', 'Empreinte commémorative'],
  ['APPRAISAL', 'Appraisal', 'Expertise'],
];

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
      ['PORTAL_NAME', 'Portal name', 'Northstar Customer Portal', 'text'],
      ['SUPPORT_EMAIL', 'Support e-mail', 'support@northstar-jewelry.example', 'text'],
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
