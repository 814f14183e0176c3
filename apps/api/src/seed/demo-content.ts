import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsComponents, cmsDataSources } from '../db/schema/index';
import type { FieldType } from '@portal/shared/cms/schemas';
import { saveComponentField, saveContentWithFields } from '../modules/cms/public';

/**
 * The storefront's content in both languages (spec §7 CMS): the pages' texts, the FAQs and the testimonials of a
 * jewellery manufacturer, written through the CMS services so they are checked, sanitised and published like staff
 * edits. Runs once: an installation that already has the page component keeps its own content.
 */
export interface DemoField {
  name: string;
  nameFr: string;
  code: string;
  type: FieldType;
  translatable?: boolean;
  required?: boolean;
  dataSource?: string;
}
export interface DemoComponent {
  code: string;
  name: string;
  fields: DemoField[];
  /** A block that goes only inside another's list of nested components. */
  nestable?: boolean;
}
const COMPONENTS: DemoComponent[] = [
  {
    code: 'page',
    name: 'Page',
    fields: [
      { name: 'Title', nameFr: 'Titre', code: 'title', type: 'text', required: true },
      {
        name: 'Description (search engines)',
        nameFr: 'Description (moteurs de recherche)',
        code: 'description',
        type: 'text',
      },
      { name: 'Route', nameFr: 'Route', code: 'route', type: 'text', translatable: false },
      { name: 'Body', nameFr: 'Corps', code: 'body', type: 'richtext' },
    ],
  },
  {
    code: 'faq-entry',
    name: 'FAQ entry',
    fields: [
      { name: 'Question', nameFr: 'Question', code: 'question', type: 'text', required: true },
      { name: 'Answer', nameFr: 'Réponse', code: 'answer', type: 'richtext', required: true },
      {
        name: 'Topic',
        nameFr: 'Sujet',
        code: 'topic',
        type: 'datasource',
        translatable: false,
        dataSource: 'faq-topics',
      },
      { name: 'Order', nameFr: 'Ordre d’affichage', code: 'order', type: 'number', translatable: false },
    ],
  },
  {
    code: 'testimonial',
    name: 'Testimonial',
    fields: [
      { name: 'Quote', nameFr: 'Citation', code: 'quote', type: 'text', required: true },
      { name: 'Author', nameFr: 'Auteur', code: 'author', type: 'text', translatable: false, required: true },
      { name: 'Where', nameFr: 'Lieu', code: 'place', type: 'text' },
      { name: 'Order', nameFr: 'Ordre d’affichage', code: 'order', type: 'number', translatable: false },
    ],
  },
];

const TOPICS = [
  { value: 'orders', label: 'Orders', labelFr: 'Commandes' },
  { value: 'shipping', label: 'Shipping', labelFr: 'Livraison' },
  { value: 'care', label: 'Care and repairs', labelFr: 'Entretien et réparations' },
];

export type Text = [en: string, fr: string];
const PAGES: { route: string; title: Text; description: Text; body: Text }[] = [
  {
    route: 'shipping-information',
    title: ['Shipping information', 'Informations de livraison'],
    description: [
      'How we pack, insure and ship your jewellery, and how long it takes.',
      'Comment nous emballons, assurons et expédions vos bijoux, et en combien de temps.',
    ],
    body: [
      '<h2>Insured, tracked, signed for</h2><p>Every parcel leaves our workshop fully insured for its value, in a sealed tamper-evident box. A signature is required on delivery.</p><ul><li><strong>Standard</strong>: 3 to 5 business days.</li><li><strong>Express</strong>: next business day for orders confirmed before 2 pm.</li><li><strong>Made to order</strong>: the production time shown on your job order, then express shipping at no extra cost.</li></ul><p>Each shipment gets a tracking number, shown on your sales order as soon as the carrier picks it up.</p>',
      '<h2>Assuré, suivi, remis contre signature</h2><p>Chaque colis quitte notre atelier assuré pour sa valeur, dans une boîte scellée et inviolable. Une signature est demandée à la livraison.</p><ul><li><strong>Standard</strong> : 3 à 5 jours ouvrés.</li><li><strong>Express</strong> : le jour ouvré suivant pour les commandes confirmées avant 14 h.</li><li><strong>Sur mesure</strong> : le délai de fabrication indiqué sur votre ordre de fabrication, puis l’envoi express sans supplément.</li></ul><p>Chaque envoi reçoit un numéro de suivi, affiché sur votre commande dès que le transporteur la prend en charge.</p>',
    ],
  },
  {
    route: 'general-info',
    title: ['About our workshop', 'À propos de notre atelier'],
    description: [
      'A family jewellery manufacturer: casting, setting and finishing under one roof since 1987.',
      'Un fabricant de bijoux familial : fonte, sertissage et finition sous un même toit depuis 1987.',
    ],
    body: [
      '<h2>Made under one roof since 1987</h2><p>We design, cast, set and polish every piece in our own workshop. Our gold is recycled and certified, our diamonds conflict-free, and every ring is hallmarked.</p><p>Jewellers across the country rely on us for wedding bands, engagement rings and memorial jewellery made to their customers’ exact measures.</p>',
      '<h2>Fabriqué sous un même toit depuis 1987</h2><p>Nous dessinons, fondons, sertissons et polissons chaque pièce dans notre propre atelier. Notre or est recyclé et certifié, nos diamants sont sans conflit, et chaque bague est poinçonnée.</p><p>Des bijoutiers de tout le pays nous confient leurs alliances, bagues de fiançailles et bijoux commémoratifs, fabriqués aux mesures exactes de leurs clients.</p>',
    ],
  },
  {
    route: 'account-information',
    title: ['Your trade account', 'Votre compte professionnel'],
    description: [
      'What a trade account gives you: prices, orders, invoices and payments online.',
      'Ce que vous offre un compte professionnel : prix, commandes, factures et paiements en ligne.',
    ],
    body: [
      '<h2>Everything about your orders, in one place</h2><p>With a trade account you see your own prices, order from the catalogue or build custom pieces, follow each job through the workshop, and pay your invoices online.</p><p>To open an account, send us your company details through the contact page; we answer within one business day.</p>',
      '<h2>Tout sur vos commandes, au même endroit</h2><p>Avec un compte professionnel, vous voyez vos propres prix, commandez au catalogue ou créez des pièces sur mesure, suivez chaque fabrication dans l’atelier et réglez vos factures en ligne.</p><p>Pour ouvrir un compte, envoyez-nous les coordonnées de votre société depuis la page de contact ; nous répondons sous un jour ouvré.</p>',
    ],
  },
  {
    route: 'contact-us',
    title: ['Contact us', 'Nous contacter'],
    description: ['Write to our workshop team.', 'Écrivez à l’équipe de notre atelier.'],
    body: [
      '<p>Our workshop team answers Monday to Friday, 8 am to 5 pm. Call <a href="tel:+12125550140">+1 212 555 0140</a> or write to <a href="mailto:orders@northstar-jewelry.example">orders@northstar-jewelry.example</a>.</p>',
      '<p>L’équipe de l’atelier répond du lundi au vendredi, de 8 h à 17 h. Appelez le <a href="tel:+12125550140">+1 212 555 0140</a> ou écrivez à <a href="mailto:orders@northstar-jewelry.example">orders@northstar-jewelry.example</a>.</p>',
    ],
  },
  {
    route: 'faqs',
    title: ['Frequently asked questions', 'Questions fréquentes'],
    description: [
      'Answers about orders, shipping and care.',
      'Réponses sur les commandes, la livraison et l’entretien.',
    ],
    body: [
      '<p>Can’t find your answer? Our team is one message away.</p>',
      '<p>Vous ne trouvez pas votre réponse ? Notre équipe est à un message de vous.</p>',
    ],
  },
  {
    route: 'testimonials',
    title: ['What jewellers say about us', 'Ce que les bijoutiers disent de nous'],
    description: [
      'Words from the jewellers we work for.',
      'Les mots des bijoutiers pour qui nous travaillons.',
    ],
    body: [
      '<p>Thirty years of partnerships with independent jewellers.</p>',
      '<p>Trente ans de partenariats avec des bijoutiers indépendants.</p>',
    ],
  },
  {
    route: 'bridal-collection',
    title: ['The bridal collection', 'La collection mariage'],
    description: [
      'Wedding bands and engagement rings made to measure in gold and platinum.',
      'Alliances et bagues de fiançailles sur mesure, en or et en platine.',
    ],
    body: [
      '<h2>Made for the day, and every day after</h2><p>Comfort-fit bands in 14k and 18k gold or platinum, engraved inside at no cost, delivered in ten business days.</p>',
      '<h2>Faites pour le grand jour, et tous les suivants</h2><p>Alliances confort en or 14 et 18 carats ou en platine, gravées à l’intérieur sans frais, livrées en dix jours ouvrés.</p>',
    ],
  },
];

/** The FAQs of the demo company, a New York workshop shipping across the US, to Canada and to France (demo-commerce). */
export const FAQS: { topic: string; question: Text; answer: Text }[] = [
  {
    topic: 'orders',
    question: ['How long does a custom ring take?', 'Combien de temps faut-il pour une bague sur mesure ?'],
    answer: [
      '<p>Ten business days from your approval of the estimate, fifteen for pieces with more than twenty stones.</p>',
      '<p>Dix jours ouvrés après votre accord sur le devis, quinze pour les pièces de plus de vingt pierres.</p>',
    ],
  },
  {
    topic: 'orders',
    question: [
      'Can I change an order after submitting it?',
      'Puis-je modifier une commande après l’avoir envoyée ?',
    ],
    answer: [
      '<p>Yes, until casting starts: add a note to the job order and we confirm the change.</p>',
      '<p>Oui, jusqu’au début de la fonte : ajoutez une note à l’ordre de fabrication et nous confirmons la modification.</p>',
    ],
  },
  {
    topic: 'orders',
    question: ['Which metals do you work with?', 'Quels métaux travaillez-vous ?'],
    answer: [
      '<p>10k, 14k and 18k gold in yellow, white and rose, platinum 950 and sterling silver.</p>',
      '<p>L’or 10, 14 et 18 carats jaune, gris et rose, le platine 950 et l’argent sterling.</p>',
    ],
  },
  {
    topic: 'shipping',
    question: ['Is my parcel insured?', 'Mon colis est-il assuré ?'],
    answer: [
      '<p>Always, for its full value, until you sign for it.</p>',
      '<p>Toujours, pour sa pleine valeur, jusqu’à votre signature.</p>',
    ],
  },
  {
    topic: 'shipping',
    question: ['Do you ship outside the United States?', 'Livrez-vous hors des États-Unis ?'],
    answer: [
      '<p>Yes: to Canada with UPS and to France with insured Colissimo; duties and taxes are shown before you confirm.</p>',
      '<p>Oui : au Canada avec UPS et en France en Colissimo assuré ; les droits de douane et taxes sont indiqués avant votre confirmation.</p>',
    ],
  },
  {
    topic: 'care',
    question: ['How do I clean gold jewellery?', 'Comment nettoyer des bijoux en or ?'],
    answer: [
      '<p>Warm water, a drop of mild soap and a soft brush; dry with a lint-free cloth.</p>',
      '<p>De l’eau tiède, une goutte de savon doux et une brosse souple ; séchez avec un chiffon non pelucheux.</p>',
    ],
  },
  {
    topic: 'care',
    question: ['Do you resize rings?', 'Mettez-vous les bagues à la taille ?'],
    answer: [
      '<p>Yes, up or down two sizes for most of our rings, free within the first year.</p>',
      '<p>Oui, de deux tailles en plus ou en moins pour la plupart de nos bagues, gratuitement la première année.</p>',
    ],
  },
];

const TESTIMONIALS: { author: string; quote: Text; place: Text }[] = [
  {
    author: 'Aurora Jewelers',
    quote: [
      'Our customers notice the finish. Fifteen years, and not one band came back.',
      'Nos clients remarquent la finition. Quinze ans, et pas une alliance revenue.',
    ],
    place: ['Montreal', 'Montréal'],
  },
  {
    author: 'Maison Girard',
    quote: [
      'Custom pieces arrive exactly as drawn, and on the day promised.',
      'Les pièces sur mesure arrivent exactement comme dessinées, et le jour promis.',
    ],
    place: ['Lyon, France', 'Lyon, France'],
  },
  {
    author: 'Bellweather Funeral Home',
    quote: [
      'Their memorial jewellery is made with a care families feel.',
      'Leurs bijoux commémoratifs sont faits avec un soin que les familles ressentent.',
    ],
    place: ['Toronto', 'Toronto'],
  },
];

export async function seedContent(db: Db): Promise<void> {
  const [existing] = await db.select().from(cmsComponents).where(eq(cmsComponents.code, 'page'));
  if (existing) return;
  const [topics] = await db
    .insert(cmsDataSources)
    .values({ code: 'faq-topics', name: 'FAQ topics', nameFr: 'Thèmes de la FAQ', entries: TOPICS })
    .returning();
  const ids = await createDemoComponents(db, COMPONENTS, new Map([['faq-topics', topics!.id]]));
  const publish = (componentCode: string, name: string, en: object, fr: object, slug?: string) =>
    publishDemoContent(db, ids.get(componentCode)!, name, en, fr, slug);
  for (const p of PAGES)
    await publish(
      'page',
      p.title[0],
      { route: p.route, title: p.title[0], description: p.description[0], body: p.body[0] },
      { title: p.title[1], description: p.description[1], body: p.body[1] },
      p.route,
    );
  for (const [i, f] of FAQS.entries())
    await publish(
      'faq-entry',
      f.question[0],
      { question: f.question[0], answer: f.answer[0], topic: f.topic, order: i + 1 },
      { question: f.question[1], answer: f.answer[1] },
    );
  for (const [i, q] of TESTIMONIALS.entries())
    await publish(
      'testimonial',
      `Testimonial ${q.author}`,
      { quote: q.quote[0], author: q.author, place: q.place[0], order: i + 1 },
      { quote: q.quote[1], place: q.place[1] },
    );
}

/** Creates components and their fields (ranked 10, 20, ...) through the CMS service; returns their ids by code. */
export async function createDemoComponents(
  db: Db,
  components: DemoComponent[],
  dataSources: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of components) {
    const [row] = await db
      .insert(cmsComponents)
      .values({ code: c.code, name: c.name, nestable: c.nestable ?? false, contentType: !c.nestable })
      .returning();
    ids.set(c.code, row!.id);
    for (const [i, f] of c.fields.entries())
      await saveComponentField(db, {
        componentId: row!.id,
        name: f.name,
        nameFr: f.nameFr,
        code: f.code,
        type: f.type,
        translatable: f.translatable ?? true,
        required: f.required ?? false,
        rank: (i + 1) * 10,
        dataSourceId: f.dataSource ? (dataSources.get(f.dataSource) ?? null) : null,
        allowedComponents: [],
      });
  }
  return ids;
}

/** Writes a content in English and French and publishes it, checked and sanitised like a staff edit. */
export const publishDemoContent = (
  db: Db,
  componentId: number,
  name: string,
  en: object,
  fr: object,
  slug?: string,
) =>
  saveContentWithFields(db, {
    content: { name, contentTypeID: componentId, slug },
    locales: {
      en: { fields: en as Record<string, unknown> },
      fr: { fields: fr as Record<string, unknown> },
    },
    action: 'publish',
  });
