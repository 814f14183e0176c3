import { localisedPath, storefrontPaths } from '@portal/shared';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemTypes, productCategories } from '../catalog/tables';
import type { Services } from '../../platform/request-context';

const PRODUCTS_PER_FILE = 10_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** One <url> with its English and French versions linked by hreflang. */
function urlEntry(origin: string, path: string, lastmod?: Date): string {
  const en = `${origin}${localisedPath(path, 'en')}`;
  const fr = `${origin}${localisedPath(path, 'fr')}`;
  const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/><xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(fr)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return [en, fr].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`).join('');
}

const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>\n`;

/** sitemap.xml (an index), the pages and categories file, product files of 10,000, and robots.txt. */
export function registerSitemap(app: FastifyInstance, services: Services): void {
  const publicRoute = { config: { permission: ['public'] as const }, schema: { hide: true } };
  const visibleProducts = and(eq(itemTypes.isActive, true), eq(itemTypes.shownInCatalog, true));

  app.get('/robots.txt', publicRoute, async (_request, reply) => {
    const origin = services.publicOrigin();
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /backoffice/',
      'Disallow: /fr/backoffice/',
      'Disallow: /login',
      'Disallow: /fr/login',
      'Disallow: /dev-help',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', publicRoute, async (_request, reply) => {
    const origin = services.publicOrigin();
    const [total] = await services.db.select({ n: count() }).from(itemTypes).where(visibleProducts);
    const files = [
      'sitemap-pages.xml',
      ...Array.from(
        { length: Math.ceil((total?.n ?? 0) / PRODUCTS_PER_FILE) },
        (_, i) => `sitemap-products-${i + 1}.xml`,
      ),
    ];
    const body = files.map((f) => `<sitemap><loc>${escapeXml(`${origin}/${f}`)}</loc></sitemap>`).join('');
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`,
      );
  });

  app.get('/sitemap-pages.xml', publicRoute, async (_request, reply) => {
    const origin = services.publicOrigin();
    const categories = await services.db
      .select({ code: productCategories.code, updatedAt: productCategories.updatedAt })
      .from(productCategories)
      .where(eq(productCategories.isActive, true))
      .orderBy(asc(productCategories.rank));
    const body = [
      urlEntry(origin, storefrontPaths.home()),
      urlEntry(origin, storefrontPaths.catalogue()),
      ...categories.map((c) => urlEntry(origin, storefrontPaths.category(c.code), c.updatedAt)),
    ].join('');
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(urlset(body));
  });

  app.get<{ Params: { page: string } }>(
    '/sitemap-products-:page.xml',
    publicRoute,
    async (request, reply) => {
      const page = Number(request.params.page);
      if (!Number.isInteger(page) || page < 1)
        return reply.status(404).type('text/plain').send('This page could not be found');
      const origin = services.publicOrigin();
      // Keyset over the id: the thousandth file costs what the first does.
      const [start] = await services.db
        .select({ id: itemTypes.id })
        .from(itemTypes)
        .where(visibleProducts)
        .orderBy(asc(itemTypes.id))
        .limit(1)
        .offset((page - 1) * PRODUCTS_PER_FILE);
      if (!start) return reply.status(404).type('text/plain').send('This page could not be found');
      const rows = await services.db
        .select({ id: itemTypes.id, code: itemTypes.code, updatedAt: itemTypes.updatedAt })
        .from(itemTypes)
        .where(and(visibleProducts, gt(itemTypes.id, start.id - 1)))
        .orderBy(asc(itemTypes.id))
        .limit(PRODUCTS_PER_FILE);
      return reply
        .type('application/xml')
        .header('cache-control', 'public, max-age=3600')
        .send(
          urlset(rows.map((r) => urlEntry(origin, storefrontPaths.product(r.code), r.updatedAt)).join('')),
        );
    },
  );
}
