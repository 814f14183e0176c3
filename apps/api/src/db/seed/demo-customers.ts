/** The demo customer accounts; C1001, C1002 and C1003 are the ones api-conventions names. */
export const DEMO_CUSTOMERS = [
  {
    accountNumber: 'C1001', name: 'Aurora Jewelers', type: 'RETAIL_JEWELER', email: 'orders@aurora-jewelers.example',
    accountingEmail: 'ap@aurora-jewelers.example', phone: '+1 212 555 0101', website: 'https://aurora-jewelers.example',
    taxId: null, isTaxExempt: false, creditLimit: '25000.00', currencyCode: 'USD',
    address: { line1: '580 Fifth Avenue', line2: 'Floor 3', city: 'New York', zip: '10036', state: 'NY', country: 'US' },
    contacts: [{ firstName: 'Claire', lastName: 'Dupont', email: 'claire@aurora-jewelers.example', phone: '+1 212 555 0102', title: 'Owner' }],
  },
  {
    accountNumber: 'C1002', name: 'Bellweather Funeral Home', type: 'FUNERAL_HOME', email: 'care@bellweather.example',
    accountingEmail: 'billing@bellweather.example', phone: '+1 614 555 0180', website: 'https://bellweather.example',
    taxId: null, isTaxExempt: false, creditLimit: '10000.00', currencyCode: 'USD',
    address: { line1: '1200 Elm Street', line2: null, city: 'Columbus', zip: '43215', state: 'OH', country: 'US' },
    contacts: [{ firstName: 'Owen', lastName: 'Bell', email: 'owen@bellweather.example', phone: '+1 614 555 0181', title: 'Funeral director' }],
  },
  {
    accountNumber: 'C1003', name: 'Aurora Outlet', type: 'RETAIL_JEWELER', email: 'outlet@aurora-jewelers.example',
    accountingEmail: 'ap@aurora-jewelers.example', phone: '+1 201 555 0133', website: null,
    taxId: null, isTaxExempt: false, creditLimit: '8000.00', currencyCode: 'USD',
    address: { line1: '30 Mall Drive West', line2: null, city: 'Jersey City', zip: '07310', state: 'NJ', country: 'US' },
    contacts: [{ firstName: 'Marcus', lastName: 'Hale', email: 'marcus@aurora-jewelers.example', phone: '+1 201 555 0134', title: 'Store manager' }],
  },
  {
    accountNumber: 'C1004', name: 'Maison Lumière', type: 'DEALER', email: 'commandes@maison-lumiere.example',
    accountingEmail: 'compta@maison-lumiere.example', phone: '+33 1 44 55 66 77', website: 'https://maison-lumiere.example',
    taxId: 'FR40303265045', isTaxExempt: true, creditLimit: '40000.00', currencyCode: 'EUR',
    address: { line1: '12 rue de la Paix', line2: null, city: 'Paris', zip: '75002', state: 'IDF', country: 'FR' },
    contacts: [{ firstName: 'Élodie', lastName: 'Marchand', email: 'elodie@maison-lumiere.example', phone: '+33 1 44 55 66 78', title: 'Gérante' }],
  },
  {
    accountNumber: 'C1005', name: 'Northern Lights Jewellers', type: 'RETAIL_JEWELER', email: 'info@northernlights.example',
    accountingEmail: null, phone: '+1 416 555 0199', website: null,
    taxId: null, isTaxExempt: false, creditLimit: '15000.00', currencyCode: 'CAD',
    address: { line1: '220 Yonge Street', line2: 'Unit 14', city: 'Toronto', zip: 'M5B 2H1', state: 'ON', country: 'CA' },
    contacts: [{ firstName: 'Priya', lastName: 'Anand', email: 'priya@northernlights.example', phone: '+1 416 555 0198', title: 'Buyer' }],
  },
];
