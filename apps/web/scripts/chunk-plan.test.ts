import { describe, expect, it } from 'vitest';
import { type BuiltChunk, type PageEntries, planChunks } from './chunk-plan';

/** A chunk of the first build: `code` modules of 10 bytes each, plus `empty` ones (barrels) with no code. */
function chunk(
  fileName: string,
  options: { entry?: string; dynamic?: boolean; code?: string[]; empty?: string[]; imports?: string[] },
): BuiltChunk {
  const modules = Object.fromEntries([
    ...(options.code ?? []).map((id) => [id, { renderedLength: 10 }]),
    ...(options.empty ?? []).map((id) => [id, { renderedLength: 0 }]),
  ]);
  return {
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: Boolean(options.entry),
    isDynamicEntry: Boolean(options.dynamic),
    facadeModuleId: options.entry ? `${options.entry}?__react-router-build-client-route` : null,
    modules,
    imports: options.imports ?? [],
    code: 'x'.repeat(10 * (options.code?.length ?? 0)),
  };
}

const page = (key: string, layout: PageEntries['layout'], file: string): PageEntries => ({
  key,
  layout,
  entries: ['/app/entry.client.tsx', '/app/root.tsx', `/app/layouts/${layout}.tsx`, file],
});

// Two storefront pages (a, b) and one back-office page (c).
const pages = [
  page('a', 'frontend', '/app/routes/a.tsx'),
  page('b', 'frontend', '/app/routes/b.tsx'),
  page('c', 'default', '/app/routes/c.tsx'),
];
const chunks = [
  chunk('entry.client.js', { entry: '/app/entry.client.tsx', imports: ['react.js'] }),
  chunk('root.js', { entry: '/app/root.tsx', imports: ['react.js', 'theme.js'] }),
  chunk('frontend.js', { entry: '/app/layouts/frontend.tsx', imports: ['shell.js'] }),
  chunk('default.js', { entry: '/app/layouts/default.tsx', imports: [] }),
  chunk('a.js', { entry: '/app/routes/a.tsx', imports: ['cards.js', 'format.js'] }),
  chunk('b.js', { entry: '/app/routes/b.tsx', imports: ['cards.js', 'cart.js'] }),
  chunk('c.js', { entry: '/app/routes/c.tsx', imports: ['format.js', 'grid.js'] }),
  chunk('react.js', { code: ['react', 'react-dom'], empty: ['mantine-barrel'] }),
  chunk('theme.js', { code: ['theme'] }),
  chunk('shell.js', { code: ['shell'], imports: ['react.js'] }),
  chunk('cards.js', { code: ['card'] }),
  chunk('format.js', { code: ['format'] }),
  chunk('cart.js', { code: ['cart'] }),
  chunk('grid.js', { code: ['grid'] }),
  chunk('menu.js', { dynamic: true, code: ['menu'], imports: ['later.js'] }),
  chunk('later.js', { code: ['later'] }),
];

describe('the chunk plan: shared modules grouped by the pages that load them', () => {
  const plan = planChunks(chunks, pages);
  const groupOf = (module: string) => plan.find((group) => group.modules.includes(module));

  it('puts modules that exactly the same pages load in one group', () => {
    expect(groupOf('react')!.modules.sort()).toEqual(['react', 'react-dom', 'theme']);
    expect(groupOf('shell')!.modules.sort()).toEqual(['card', 'shell']);
  });

  it('keeps apart what a back-office page also loads, so it does not get the storefront shell with it', () => {
    expect(groupOf('format')).not.toBe(groupOf('cart'));
    expect(groupOf('format')!.modules).toEqual(['format']);
    expect(groupOf('shell')!.modules).not.toContain('format');
  });

  it('groups what only back-office pages load by those pages, below every storefront group', () => {
    expect(groupOf('grid')!.priority).toBeLessThan(Math.min(...plan.slice(0, -1).map((g) => g.priority)));
  });

  it('fills the groups of more pages first, since a module’s dependencies are loaded by at least its pages', () => {
    expect(plan[0]).toBe(groupOf('react'));
    expect(groupOf('shell')!.priority).toBeGreaterThan(groupOf('cart')!.priority);
  });

  it('leaves route modules, later imports and modules without code to the bundler', () => {
    const planned = plan.flatMap((group) => group.modules);
    for (const module of ['menu', 'later', 'mantine-barrel']) expect(planned).not.toContain(module);
  });
});

describe('the family page in the chunk plan', () => {
  // A family page (f, its own layout) and a back-office page (c) share a helper; a storefront page (a) does not.
  const plan = planChunks(
    [
      chunk('entry.client.js', { entry: '/app/entry.client.tsx', imports: [] }),
      chunk('family.js', { entry: '/app/layouts/family.tsx', imports: [] }),
      chunk('f.js', { entry: '/app/routes/f.tsx', imports: ['money.js'] }),
      chunk('c.js', { entry: '/app/routes/c.tsx', imports: ['money.js'] }),
      chunk('money.js', { code: ['money'] }),
    ],
    [page('f', 'family', '/app/routes/f.tsx'), page('c', 'default', '/app/routes/c.tsx')],
  );

  it('is budgeted as a storefront page is: what it loads is grouped before any back-office group', () => {
    const money = plan.find((group) => group.modules.includes('money'))!;
    expect(money.priority).toBeGreaterThan(100_000);
  });
});
