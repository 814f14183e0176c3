// Over 400 lines: data only (the demo catalogue's rows), no logic to split.
/** The demo catalogue: what a jewelry manufacturer's wholesale catalogue holds. */

export const MASTER_ALLOYS: [code: string, name: string, nameFr: string, pricePerOunce: string][] = [
  ['GOLD', 'Gold', 'Or', '2650.00'],
  ['SILVER', 'Silver', 'Argent', '31.50'],
  ['PLATINUM', 'Platinum', 'Platine', '985.00'],
  ['PALLADIUM', 'Palladium', 'Palladium', '1010.00'],
];

type MetalRow = [
  code: string,
  name: string,
  nameFr: string,
  alloy: string,
  karat: number | null,
  colour: string,
  purity: string,
  density: string,
  /** Per troy ounce, added to the fixing × purity (the metal's published formula). */
  surchargePerOunce: string,
];
export const METALS: MetalRow[] = [
  ['10KY', '10K yellow gold', 'Or jaune 10 carats', 'GOLD', 10, 'yellow', '0.4167', '11.570', '27.99'],
  ['10KW', '10K white gold', 'Or blanc 10 carats', 'GOLD', 10, 'white', '0.4167', '11.600', '34.21'],
  ['10KR', '10K rose gold', 'Or rose 10 carats', 'GOLD', 10, 'rose', '0.4167', '11.540', '31.10'],
  ['14KY', '14K yellow gold', 'Or jaune 14 carats', 'GOLD', 14, 'yellow', '0.5850', '13.070', '37.32'],
  ['14KW', '14K white gold', 'Or blanc 14 carats', 'GOLD', 14, 'white', '0.5850', '13.080', '45.10'],
  ['14KR', '14K rose gold', 'Or rose 14 carats', 'GOLD', 14, 'rose', '0.5850', '13.020', '40.43'],
  ['18KY', '18K yellow gold', 'Or jaune 18 carats', 'GOLD', 18, 'yellow', '0.7500', '15.580', '46.66'],
  ['18KW', '18K white gold', 'Or blanc 18 carats', 'GOLD', 18, 'white', '0.7500', '15.760', '55.99'],
  ['18KR', '18K rose gold', 'Or rose 18 carats', 'GOLD', 18, 'rose', '0.7500', '15.150', '49.77'],
  ['SS925', 'Sterling silver', 'Argent 925', 'SILVER', null, 'white', '0.9250', '10.360', '10.89'],
  ['PT950', 'Platinum 950', 'Platine 950', 'PLATINUM', null, 'white', '0.9500', '20.700', '124.41'],
  ['PD950', 'Palladium 950', 'Palladium 950', 'PALLADIUM', null, 'white', '0.9500', '11.800', '108.86'],
];

export const UNIT_CONVERSIONS: [source: string, target: string, factor: string][] = [
  ['g', 'g', '1'],
  ['g', 'dwt', '0.643014931'],
  ['dwt', 'g', '1.555173840'],
  ['g', 'ozt', '0.032150747'],
  ['ozt', 'g', '31.103476800'],
  ['dwt', 'ozt', '0.050000000'],
  ['ozt', 'dwt', '20.000000000'],
  ['dwt', 'dwt', '1'],
  ['ozt', 'ozt', '1'],
];

/** kind drives the generated items: their weights, attributes, variants and names. */
export type ItemKind =
  | 'ring'
  | 'band'
  | 'engagement'
  | 'pendant'
  | 'memorial'
  | 'charm'
  | 'chain'
  | 'earring'
  | 'bracelet'
  | 'finding';

export interface CategorySeed {
  code: string;
  name: string;
  nameFr: string;
  kind: ItemKind;
  group: string;
  children: [code: string, name: string, nameFr: string, nouns: string[]][];
}

export const CATEGORIES: CategorySeed[] = [
  {
    code: 'RINGS',
    name: 'Rings',
    nameFr: 'Bagues',
    kind: 'ring',
    group: 'RINGS',
    children: [
      ['RINGS-FASHION', 'Fashion rings', 'Bagues fantaisie', ['Ring', 'Twist Ring', 'Bypass Ring']],
      ['RINGS-SIGNET', 'Signet rings', 'Chevalières', ['Signet Ring', 'Oval Signet', 'Cushion Signet']],
      ['RINGS-STACKABLE', 'Stackable rings', 'Bagues empilables', ['Stack Ring', 'Beaded Stack Ring']],
      [
        'RINGS-BIRTHSTONE',
        'Birthstone rings',
        'Bagues pierre de naissance',
        ['Birthstone Ring', 'Family Ring'],
      ],
      ['RINGS-COCKTAIL', 'Cocktail rings', 'Bagues cocktail', ['Cocktail Ring', 'Cluster Ring']],
      ['RINGS-MENS', "Men's rings", 'Bagues homme', ["Men's Ring", 'Inlay Ring']],
    ],
  },
  {
    code: 'ENGAGEMENT',
    name: 'Engagement rings',
    nameFr: 'Bagues de fiançailles',
    kind: 'engagement',
    group: 'RINGS',
    children: [
      ['ENG-SOLITAIRE', 'Solitaire', 'Solitaires', ['Solitaire Mounting', 'Cathedral Solitaire']],
      ['ENG-HALO', 'Halo', 'Halo', ['Halo Engagement Ring', 'Cushion Halo']],
      ['ENG-THREE-STONE', 'Three-stone', 'Trilogies', ['Three-Stone Ring', 'Trellis Three-Stone']],
      [
        'ENG-VINTAGE',
        'Vintage inspired',
        'Inspiration vintage',
        ['Filigree Engagement Ring', 'Art Deco Ring'],
      ],
    ],
  },
  {
    code: 'BANDS',
    name: 'Wedding bands',
    nameFr: 'Alliances',
    kind: 'band',
    group: 'RINGS',
    children: [
      ['BANDS-CLASSIC', 'Classic bands', 'Alliances classiques', ['Half Round Band', 'Flat Band']],
      ['BANDS-COMFORT', 'Comfort fit bands', 'Alliances confort', ['Comfort Fit Band', 'Domed Comfort Band']],
      ['BANDS-DIAMOND', 'Diamond bands', 'Alliances diamants', ['Diamond Band', 'Channel Set Band']],
      [
        'BANDS-ETERNITY',
        'Eternity bands',
        'Alliances éternité',
        ['Eternity Band', 'Shared Prong Eternity Band'],
      ],
      ['BANDS-MENS', "Men's bands", 'Alliances homme', ["Men's Band", 'Beveled Edge Band']],
    ],
  },
  {
    code: 'PENDANTS',
    name: 'Pendants',
    nameFr: 'Pendentifs',
    kind: 'pendant',
    group: 'PENDANTS',
    children: [
      [
        'PEND-INITIAL',
        'Initial pendants',
        'Pendentifs initiale',
        ['Initial Pendant', 'Script Initial Pendant'],
      ],
      [
        'PEND-RELIGIOUS',
        'Cross and religious',
        'Croix et religieux',
        ['Cross Pendant', 'Miraculous Medal', 'Saint Christopher Medal'],
      ],
      ['PEND-HEART', 'Heart pendants', 'Pendentifs cœur', ['Heart Pendant', 'Open Heart Pendant']],
      [
        'PEND-BIRTHSTONE',
        'Birthstone pendants',
        'Pendentifs pierre de naissance',
        ['Birthstone Pendant', 'Halo Birthstone Pendant'],
      ],
      ['PEND-ENGRAVED', 'Engraved pendants', 'Pendentifs gravés', ['Engravable Disc Pendant', 'Bar Pendant']],
    ],
  },
  {
    code: 'MEMORIAL',
    name: 'Memorial and fingerprint jewelry',
    nameFr: 'Bijoux commémoratifs et empreintes',
    kind: 'memorial',
    group: 'MEMORIAL',
    children: [
      [
        'MEM-FINGERPRINT-PENDANTS',
        'Fingerprint pendants',
        'Pendentifs empreinte',
        ['Fingerprint Heart Pendant', 'Fingerprint Disc Pendant', 'Fingerprint Dog Tag'],
      ],
      [
        'MEM-FINGERPRINT-RINGS',
        'Fingerprint rings',
        'Bagues empreinte',
        ['Fingerprint Band', 'Fingerprint Signet Ring'],
      ],
      [
        'MEM-CREMATION',
        'Cremation pendants',
        'Pendentifs cinéraires',
        ['Cremation Urn Pendant', 'Teardrop Keepsake Pendant'],
      ],
      [
        'MEM-HANDWRITING',
        'Handwriting jewelry',
        'Bijoux écriture',
        ['Handwriting Bar Pendant', 'Handwriting Bracelet'],
      ],
      [
        'MEM-PAWPRINT',
        'Paw print jewelry',
        'Bijoux empreinte de patte',
        ['Paw Print Pendant', 'Paw Print Charm'],
      ],
      [
        'MEM-CUFFLINKS',
        'Memorial cufflinks',
        'Boutons de manchette commémoratifs',
        ['Fingerprint Cufflinks', 'Engraved Cufflinks'],
      ],
    ],
  },
  {
    code: 'CHARMS',
    name: 'Charms',
    nameFr: 'Breloques',
    kind: 'charm',
    group: 'PENDANTS',
    children: [
      ['CHARMS-BRACELET', 'Bracelet charms', 'Breloques de bracelet', ['Bracelet Charm', 'Locket Charm']],
      ['CHARMS-DANGLE', 'Dangle charms', 'Breloques pendantes', ['Dangle Charm', 'Star Charm', 'Moon Charm']],
      ['CHARMS-LETTER', 'Letter charms', 'Breloques lettres', ['Letter Charm', 'Block Letter Charm']],
    ],
  },
  {
    code: 'CHAINS',
    name: 'Chains',
    nameFr: 'Chaînes',
    kind: 'chain',
    group: 'CHAINS',
    children: [
      ['CHAINS-CABLE', 'Cable chains', 'Chaînes forçat', ['Cable Chain', 'Diamond Cut Cable Chain']],
      ['CHAINS-ROPE', 'Rope chains', 'Chaînes corde', ['Rope Chain', 'Hollow Rope Chain']],
      ['CHAINS-BOX', 'Box chains', 'Chaînes vénitiennes', ['Box Chain', 'Round Box Chain']],
      ['CHAINS-CURB', 'Curb chains', 'Chaînes gourmette', ['Curb Chain', 'Miami Cuban Chain']],
      ['CHAINS-FIGARO', 'Figaro chains', 'Chaînes Figaro', ['Figaro Chain']],
    ],
  },
  {
    code: 'EARRINGS',
    name: 'Earrings',
    nameFr: "Boucles d'oreilles",
    kind: 'earring',
    group: 'EARRINGS',
    children: [
      ['EAR-STUDS', 'Studs', "Puces d'oreilles", ['Stud Earrings', 'Martini Stud Earrings']],
      ['EAR-HOOPS', 'Hoops', 'Créoles', ['Hoop Earrings', 'Huggie Hoops']],
      ['EAR-DROPS', 'Drops', 'Pendants d’oreilles', ['Drop Earrings', 'Threader Earrings']],
    ],
  },
  {
    code: 'BRACELETS',
    name: 'Bracelets',
    nameFr: 'Bracelets',
    kind: 'bracelet',
    group: 'BRACELETS',
    children: [
      ['BRAC-BANGLES', 'Bangles', 'Joncs', ['Bangle', 'Hinged Bangle']],
      ['BRAC-TENNIS', 'Tennis bracelets', 'Bracelets tennis', ['Tennis Bracelet']],
      ['BRAC-LINK', 'Link bracelets', 'Bracelets maille', ['Link Bracelet', 'Paperclip Bracelet']],
      ['BRAC-ID', 'ID bracelets', 'Gourmettes', ['ID Bracelet', 'Baby ID Bracelet']],
    ],
  },
  {
    code: 'FINDINGS',
    name: 'Findings',
    nameFr: 'Apprêts',
    kind: 'finding',
    group: 'FINDINGS',
    children: [
      ['FIND-CLASPS', 'Clasps', 'Fermoirs', ['Lobster Clasp', 'Spring Ring Clasp']],
      ['FIND-JUMP-RINGS', 'Jump rings', 'Anneaux de jonction', ['Open Jump Ring', 'Closed Jump Ring']],
      ['FIND-BAILS', 'Bails', 'Bélières', ['Pendant Bail', 'Hinged Bail']],
      [
        'FIND-EARRING-BACKS',
        'Earring backs',
        'Fermoirs d’oreilles',
        ['Friction Earring Back', 'Screw Earring Back'],
      ],
      [
        'FIND-SETTINGS',
        'Settings and heads',
        'Chatons et têtes',
        ['Four Prong Head', 'Six Prong Head', 'Bezel Cup'],
      ],
    ],
  },
];

/** Chains, findings and stones ship from stock (sales orders); everything else is made to order (job orders). */
export const ITEM_GROUPS: [
  code: string,
  name: string,
  nameFr: string,
  fulfilment: 'MADE_TO_ORDER' | 'STOCK',
][] = [
  ['RINGS', 'Rings', 'Bagues', 'MADE_TO_ORDER'],
  ['PENDANTS', 'Pendants and charms', 'Pendentifs et breloques', 'MADE_TO_ORDER'],
  ['MEMORIAL', 'Memorial jewelry', 'Bijoux commémoratifs', 'MADE_TO_ORDER'],
  ['CHAINS', 'Chains', 'Chaînes', 'STOCK'],
  ['EARRINGS', 'Earrings', "Boucles d'oreilles", 'MADE_TO_ORDER'],
  ['BRACELETS', 'Bracelets', 'Bracelets', 'MADE_TO_ORDER'],
  ['FINDINGS', 'Findings', 'Apprêts', 'STOCK'],
  ['STONES', 'Stones', 'Pierres', 'STOCK'],
];

type AttributeRow = [
  code: string,
  name: string,
  nameFr: string,
  type: 'list' | 'number' | 'text' | 'boolean',
  unit: string | null,
  options: [value: string, label: string, labelFr: string][],
];
export const ATTRIBUTES: AttributeRow[] = [
  [
    'METAL',
    'Metal',
    'Métal',
    'list',
    null,
    [
      ['GOLD', 'Gold', 'Or'],
      ['SILVER', 'Silver', 'Argent'],
      ['PLATINUM', 'Platinum', 'Platine'],
      ['PALLADIUM', 'Palladium', 'Palladium'],
    ],
  ],
  [
    'KARAT',
    'Karat',
    'Carats',
    'list',
    null,
    [
      ['10', '10K', '10 ct'],
      ['14', '14K', '14 ct'],
      ['18', '18K', '18 ct'],
    ],
  ],
  [
    'STONE',
    'Stone',
    'Pierre',
    'list',
    null,
    [
      ['NONE', 'None', 'Aucune'],
      ['DIAMOND', 'Diamond', 'Diamant'],
      ['SAPPHIRE', 'Sapphire', 'Saphir'],
      ['RUBY', 'Ruby', 'Rubis'],
      ['EMERALD', 'Emerald', 'Émeraude'],
      ['BIRTHSTONE', 'Birthstone', 'Pierre de naissance'],
      ['MOISSANITE', 'Moissanite', 'Moissanite'],
    ],
  ],
  // French labels: the French size, the inner circumference in mm (docs/jewelry-trade.md §8, shared ring-sizes.ts).
  [
    'RING_SIZE',
    'Ring size',
    'Taille de bague',
    'number',
    'US',
    [
      ['4', '4', '47'],
      ['5', '5', '49'],
      ['6', '6', '52'],
      ['7', '7', '54'],
      ['8', '8', '57'],
      ['9', '9', '60'],
      ['10', '10', '62'],
      ['11', '11', '65'],
      ['12', '12', '67'],
    ],
  ],
  [
    'WIDTH',
    'Width',
    'Largeur',
    'number',
    'mm',
    [
      ['1.5', '1.5 mm', '1,5 mm'],
      ['2', '2 mm', '2 mm'],
      ['3', '3 mm', '3 mm'],
      ['4', '4 mm', '4 mm'],
      ['5', '5 mm', '5 mm'],
      ['6', '6 mm', '6 mm'],
      ['8', '8 mm', '8 mm'],
    ],
  ],
  [
    'FINISH',
    'Finish',
    'Finition',
    'list',
    null,
    [
      ['POLISHED', 'High polish', 'Poli miroir'],
      ['SATIN', 'Satin', 'Satiné'],
      ['HAMMERED', 'Hammered', 'Martelé'],
      ['BRUSHED', 'Brushed', 'Brossé'],
    ],
  ],
  [
    'LENGTH',
    'Length',
    'Longueur',
    'number',
    'in',
    [
      ['16', '16 in', '40 cm'],
      ['18', '18 in', '45 cm'],
      ['20', '20 in', '50 cm'],
      ['22', '22 in', '55 cm'],
      ['24', '24 in', '60 cm'],
    ],
  ],
  ['ENGRAVABLE', 'Engravable', 'Gravable', 'boolean', null, []],
  [
    'GENDER',
    'For',
    'Pour',
    'list',
    null,
    [
      ['WOMEN', 'Women', 'Femme'],
      ['MEN', 'Men', 'Homme'],
      ['UNISEX', 'Unisex', 'Mixte'],
    ],
  ],
];

export const STONES: [code: string, name: string, nameFr: string, price: string][] = [
  ['STONE-DIA-010', 'Round diamond 0.10 ct', 'Diamant rond 0,10 ct', '145.00'],
  ['STONE-DIA-025', 'Round diamond 0.25 ct', 'Diamant rond 0,25 ct', '420.00'],
  ['STONE-DIA-050', 'Round diamond 0.50 ct', 'Diamant rond 0,50 ct', '1350.00'],
  ['STONE-DIA-100', 'Round diamond 1.00 ct', 'Diamant rond 1,00 ct', '4800.00'],
  ['STONE-MEL-001', 'Diamond melee 0.01 ct', 'Diamant mêlée 0,01 ct', '12.00'],
  ['STONE-SAP-5MM', 'Blue sapphire 5 mm', 'Saphir bleu 5 mm', '165.00'],
  ['STONE-RUB-5MM', 'Ruby 5 mm', 'Rubis 5 mm', '190.00'],
  ['STONE-EME-5MM', 'Emerald 5 mm', 'Émeraude 5 mm', '210.00'],
  ['STONE-BIRTH-4MM', 'Birthstone 4 mm', 'Pierre de naissance 4 mm', '28.00'],
  ['STONE-MOI-65MM', 'Moissanite 6.5 mm', 'Moissanite 6,5 mm', '240.00'],
];
