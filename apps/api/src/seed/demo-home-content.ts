import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsComponents, cmsDataSources } from '../db/schema/index';
import { createDemoComponents, type DemoComponent, publishDemoContent, type Text } from './demo-content';

/**
 * The storefront home page's sections and cards as CMS contents (spec §7 CMS): staff edit, order and
 * publish them like any page. Runs once: an installation that already has the home-section component keeps its own.
 */
const COMPONENTS: DemoComponent[] = [
  {
    code: 'home-section',
    name: 'Home section',
    fields: [
      { name: 'Title', nameFr: 'Titre', code: 'title', type: 'text', required: true },
      { name: 'Text', nameFr: 'Texte', code: 'text', type: 'text' },
      {
        name: 'Layout',
        nameFr: 'Mise en page',
        code: 'layout',
        type: 'datasource',
        translatable: false,
        dataSource: 'home-layouts',
      },
      { name: 'Button label', nameFr: 'Libellé du bouton', code: 'buttonLabel', type: 'text' },
      {
        name: 'Button link',
        nameFr: 'Lien du bouton',
        code: 'buttonLink',
        type: 'link',
        translatable: false,
      },
      { name: 'Order', nameFr: 'Ordre d’affichage', code: 'order', type: 'number', translatable: false },
    ],
  },
  {
    code: 'home-card',
    name: 'Home card',
    fields: [
      { name: 'Title', nameFr: 'Titre', code: 'title', type: 'text', required: true },
      { name: 'Text', nameFr: 'Texte', code: 'text', type: 'text' },
      { name: 'Link', nameFr: 'Lien', code: 'link', type: 'link', translatable: false },
      {
        name: 'Icon',
        nameFr: 'Icône',
        code: 'icon',
        type: 'datasource',
        translatable: false,
        dataSource: 'home-icons',
      },
      { name: 'Order', nameFr: 'Ordre d’affichage', code: 'order', type: 'number', translatable: false },
    ],
  },
];

const LAYOUTS = [
  { value: 'hero', label: 'Hero (top of the page)', labelFr: 'Bandeau (haut de page)' },
  { value: 'cards', label: 'Cards (shows the home cards)', labelFr: 'Cartes (affiche les cartes d’accueil)' },
  { value: 'banner', label: 'Banner', labelFr: 'Encart' },
];
const ICONS = [
  { value: 'book', label: 'Book', labelFr: 'Livre' },
  { value: 'pencil', label: 'Pencil', labelFr: 'Crayon' },
  { value: 'clipboard', label: 'Clipboard', labelFr: 'Presse-papiers' },
  { value: 'fileText', label: 'Document', labelFr: 'Document' },
  { value: 'heart', label: 'Heart', labelFr: 'Cœur' },
  { value: 'building', label: 'Workshop', labelFr: 'Atelier' },
];

interface Section {
  layout: string;
  title: Text;
  text: Text;
  button?: { label: Text; link: string };
}
const SECTIONS: Section[] = [
  {
    layout: 'hero',
    title: [
      'Fine jewellery, made in our workshop for yours',
      'Des bijoux d’exception, fabriqués dans notre atelier pour le vôtre',
    ],
    text: [
      'Since 1987 we cast, set and finish rings, pendants and memorial pieces for jewellers and funeral homes. Order from the catalogue, design a custom piece, and follow every order from quote to delivery.',
      'Depuis 1987, nous fondons, sertissons et finissons bagues, pendentifs et bijoux commémoratifs pour les bijoutiers et les maisons funéraires. Commandez au catalogue, créez une pièce sur mesure et suivez chaque commande du devis à la livraison.',
    ],
    button: { label: ['Browse the catalogue', 'Parcourir le catalogue'], link: '/catalogue' },
  },
  {
    layout: 'cards',
    title: ['Everything in one place', 'Tout au même endroit'],
    text: ['', ''],
  },
  {
    layout: 'banner',
    title: ['Made to order, from sketch to delivery', 'Sur mesure, du croquis à la livraison'],
    text: [
      'Send us a sketch, a photo or an heirloom to remake: our designers answer with a drawing and an estimate within two business days, and you approve each step before we cast.',
      'Envoyez-nous un croquis, une photo ou un bijou de famille à refaire : nos dessinateurs répondent avec un dessin et un devis sous deux jours ouvrés, et vous validez chaque étape avant la fonte.',
    ],
    button: { label: ['Ask our workshop', 'Écrire à l’atelier'], link: '/contact-us' },
  },
];

// Staff know each content by its name in the back-office list (a key, so a French list shows no English text).
const CARDS: { key: string; icon: string; link: string; title: Text; text: Text }[] = [
  {
    key: 'catalogue',
    icon: 'book',
    link: '/catalogue',
    title: ['Catalogue', 'Catalogue'],
    text: [
      'Explore our collections by category and filter by metal, stone and size, at your own trade prices.',
      'Explorez nos collections par catégorie et filtrez par métal, pierre et taille, à vos prix professionnels.',
    ],
  },
  {
    key: 'custom-orders',
    icon: 'pencil',
    link: '/configurator',
    title: ['Custom orders', 'Commandes sur mesure'],
    text: [
      'Describe a unique piece with images and receive an estimate from our workshop.',
      'Décrivez une pièce unique avec des images et recevez un devis de notre atelier.',
    ],
  },
  {
    key: 'tracking',
    icon: 'clipboard',
    link: '/login',
    title: ['Order tracking', 'Suivi des commandes'],
    text: [
      'Follow job orders, sales orders and quotes through casting, setting and polishing.',
      'Suivez ordres de fabrication, commandes et devis à travers la fonte, le sertissage et le polissage.',
    ],
  },
  {
    key: 'invoices',
    icon: 'fileText',
    link: '/login',
    title: ['Invoices and payments', 'Factures et paiements'],
    text: [
      'View and print invoices, and pay by credit card, including prepayments.',
      'Consultez et imprimez vos factures, et payez par carte, y compris les acomptes.',
    ],
  },
];

export async function seedHomeContent(db: Db): Promise<void> {
  const [existing] = await db.select().from(cmsComponents).where(eq(cmsComponents.code, 'home-section'));
  if (existing) return;
  const sources = await db
    .insert(cmsDataSources)
    .values([
      {
        code: 'home-layouts',
        name: 'Home section layouts',
        nameFr: 'Mises en page de l’accueil',
        entries: LAYOUTS,
      },
      { code: 'home-icons', name: 'Home card icons', nameFr: 'Icônes des cartes d’accueil', entries: ICONS },
    ])
    .returning();
  const ids = await createDemoComponents(db, COMPONENTS, new Map(sources.map((s) => [s.code, s.id])));
  for (const [i, s] of SECTIONS.entries()) {
    const shared = { layout: s.layout, order: i + 1, ...(s.button ? { buttonLink: s.button.link } : {}) };
    const words = (lang: 0 | 1) => ({
      title: s.title[lang],
      ...(s.text[lang] ? { text: s.text[lang] } : {}),
      ...(s.button ? { buttonLabel: s.button.label[lang] } : {}),
    });
    await publishDemoContent(
      db,
      ids.get('home-section')!,
      `Home – ${s.layout}`,
      { ...shared, ...words(0) },
      words(1),
      `home-${s.layout}`,
    );
  }
  for (const [i, c] of CARDS.entries())
    await publishDemoContent(
      db,
      ids.get('home-card')!,
      `Home card – ${c.key}`,
      { title: c.title[0], text: c.text[0], link: c.link, icon: c.icon, order: i + 1 },
      { title: c.title[1], text: c.text[1] },
    );
}
