import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every write a storefront visitor can see goes through the one change signal, `changeContent`
 * (platform/content-generation.ts), which moves the content generation on every instance once the write has committed:
 * the platform's one cache (platform/cache.ts) then drops the listings, pages, reference lists and content answers it
 * kept (docs/decisions.md "One change signal, one cache"). This test reads the modules and flows, finds each write to
 * the tables below and fails unless it runs inside `changeContent`, or inside a function whose every use does, however
 * many calls away.
 */
const STOREFRONT_TABLES: Record<string, string[]> = {
  // The catalogue, its metals and prices: the listing, product pages and the configurator. A customer's own prices
  // (customer_item_pricing) are read per request for signed-in callers only, never kept.
  catalog: [
    'masterAlloys',
    'metalFixings',
    'metals',
    'measureUnitConversions',
    'itemGroups',
    'productCategories',
    'itemTypes',
    'productCategoryItems',
    'attributeDefinitions',
    'attributeOptions',
    'itemTypeAttributes',
    'itemTypeImages',
    'itemTypeSubItems',
    'itemTypeVariants',
    'metalPriceHistory',
  ],
  // The storefront's content pages and home sections (the content query).
  cms: ['cmsComponents', 'cmsComponentFields', 'cmsContents', 'cmsContentLocales'],
  // Each page's title and description.
  seo: ['seoEntries'],
  // The storefront's footer: the owner company's details.
  settings: ['companies'],
  // Kept by the same cache for the order lists: a rename must show on every instance at once.
  reference: ['entityStatuses', 'serviceTypes'],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const src = path.join(root, 'apps/api/src');

interface SourceText {
  file: string;
  text: string;
}

/** The code that serves requests: modules and flows, without tests and test kits (the seed fills a database first). */
function servingSources(): SourceText[] {
  const files: SourceText[] = [];
  for (const dir of ['modules', 'flows']) {
    const entries = readdirSync(path.join(src, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.test\.ts$|test-kit|\.d\.ts$/.test(entry.name))
        continue;
      const file = path.join(entry.parentPath, entry.name);
      files.push({ file: path.relative(root, file), text: readFileSync(file, 'utf8') });
    }
  }
  return files;
}

/** Each table's SQL name, from `export const <name> = pgTable('<sql name>'` in the modules' tables.ts. */
function sqlNames(tables: string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const module of Object.keys(STOREFRONT_TABLES)) {
    const text = readFileSync(path.join(src, 'modules', module, 'tables.ts'), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      if (tables.includes(match[1]!)) names.set(match[1]!, match[2]!);
  }
  return names;
}

interface Writer {
  /** Where the write is: `file:line`. */
  at: string;
  table: string;
  /** The named function holding it, or null at the top of a file. */
  inFunction: string | null;
}

/** The name a function is known by: its declaration, or the variable or property an arrow or function is given to. */
function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return node.name?.getText() ?? null;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const parent = node.parent;
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  }
  return null;
}

/** Whether an identifier names what is declared (a function, a variable, a key, a parameter) or imports/exports it. */
function isDeclaredName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return true;
  return (
    (ts.isFunctionDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isParameter(parent)) &&
    parent.name === node
  );
}

/** Whether `node` sits in the callback of a `changeContent(...)` call. */
function insideChangeContent(node: ts.Node): boolean {
  for (let n = node.parent; n; n = n.parent)
    if (
      ts.isCallExpression(n) &&
      n.expression.getText() === 'changeContent' &&
      n.arguments.some((argument) => argument.pos <= node.pos && node.end <= argument.end)
    )
      return true;
  return false;
}

/** The nearest enclosing function that has a name (an anonymous callback belongs to the function around it). */
function enclosingNamedFunction(node: ts.Node): string | null {
  for (let n = node.parent; n; n = n.parent) {
    const name = functionName(n);
    if (name) return name;
  }
  return null;
}

/**
 * The writes to `tables` (name in code → SQL name) in `sources`, and those that run outside `changeContent`: a write
 * is covered when it sits in its callback, or in a named function each of whose uses (a call, or the function handed
 * on) is covered in turn. `reachedFrom` names the function that runs the write without the signal.
 */
function writesOutsideTheSignal(sources: SourceText[], tables: Map<string, string>) {
  const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));
  const sqlWrite = new RegExp(
    `\\b(?:update|insert\\s+into|delete\\s+from)\\s+(${[...bySqlName.keys()].join('|')})\\b`,
    'gi',
  );
  const writes: { node: ts.Node; writer: Writer }[] = [];
  const uses = new Map<string, ts.Node[]>();

  for (const source of sources) {
    const ast = ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true);
    const write = (node: ts.Node, table: string) => {
      const line = ast.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      writes.push({
        node,
        writer: { at: `${source.file}:${line}`, table, inFunction: enclosingNamedFunction(node) },
      });
    };
    const visit = (node: ts.Node) => {
      // db.insert(table), tx.update(table), db.delete(table)
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
        node.arguments.length === 1 &&
        ts.isIdentifier(node.arguments[0]!) &&
        tables.has(node.arguments[0].text)
      )
        write(node, node.arguments[0].text);
      // sql`update item_types ...`
      if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql')
        for (const match of node.template.getText().matchAll(sqlWrite))
          write(node, bySqlName.get(match[1]!.toLowerCase())!);
      if (ts.isIdentifier(node) && !isDeclaredName(node))
        uses.set(node.text, [...(uses.get(node.text) ?? []), node]);
      ts.forEachChild(node, visit);
    };
    visit(ast);
  }

  /** The function that runs `name` without the signal (itself when nothing uses it), or null when every use is covered. */
  const uncoveredEntry = (name: string, seen: Set<string>): string | null => {
    if (seen.has(name)) return null;
    seen.add(name);
    const mentions = uses.get(name) ?? [];
    if (mentions.length === 0) return name;
    for (const use of mentions) {
      if (insideChangeContent(use)) continue;
      const outer = enclosingNamedFunction(use);
      if (outer === null) return name;
      const entry = uncoveredEntry(outer, seen);
      if (entry !== null) return entry;
    }
    return null;
  };

  const uncovered: (Writer & { reachedFrom: string })[] = [];
  for (const { node, writer } of writes) {
    if (insideChangeContent(node)) continue;
    const entry = writer.inFunction === null ? writer.at : uncoveredEntry(writer.inFunction, new Set());
    if (entry !== null) uncovered.push({ ...writer, reachedFrom: entry });
  }
  return { writers: writes.map((w) => w.writer), uncovered };
}

describe('the one change signal', () => {
  const tables = Object.values(STOREFRONT_TABLES).flat();
  const names = sqlNames(tables);

  it('knows every storefront table by the name its module gives it', () => {
    expect([...names.keys()].sort()).toEqual([...tables].sort());
  });

  it('wraps every write to a storefront table in changeContent', () => {
    const { writers, uncovered } = writesOutsideTheSignal(servingSources(), names);
    // The writers it finds, so that a reader of a failure knows what it looked at (and it cannot find none).
    const writing = new Set(writers.map((w) => w.inFunction));
    for (const known of [
      'saveSeoEntry',
      'updateStatusWording',
      'updateCompanyDetails',
      'saveComponentField',
      'refreshCatalogIndex',
    ])
      expect(writing, known).toContain(known);
    expect(uncovered).toEqual([]);
  });

  it('fails a writer that skips the signal, however far from the route it writes', () => {
    const service = `
      import { changeContent } from '../../platform/content-generation';
      async function renameStep(tx, id, name) { await tx.update(seoEntries).set({ name }).where(eq(seoEntries.id, id)); }
      export async function renameWithSignal(db, id, name) { await changeContent(db, (tx) => renameStep(tx, id, name)); }
      export async function renameInTransaction(db, id) { await db.transaction((tx) => renameStep(tx, id, 'x')); }
      export const reindex = (db) => db.execute(sql\`update item_types set sort_price = 0\`);
      export const reindexWithSignal = (db) => changeContent(db, (tx) => tx.execute(sql\`delete from item_types\`));
    `;
    const { uncovered } = writesOutsideTheSignal(
      [{ file: 'service.ts', text: service }],
      new Map([
        ['seoEntries', 'seo_entries'],
        ['itemTypes', 'item_types'],
      ]),
    );
    expect(uncovered.map((w) => [w.table, w.inFunction, w.reachedFrom])).toEqual([
      ['seoEntries', 'renameStep', 'renameInTransaction'],
      ['itemTypes', 'reindex', 'reindex'],
    ]);
  });
});
