// Walls of the API (docs/architecture.md), checked on resolved paths rather than on the import string, so
// `../../orders/order-lists` from a sub-folder is caught like `../orders/order-lists`:
// - a module reaches another module only through its public.ts, and reads another domain's tables through the owner's
//   tables.ts; it writes only its own tables (a write to another domain's table is a call of the owner's public.ts);
// - a flow reaches modules only through their public.ts (and reads through their tables.ts); it writes no table;
// - the platform imports no module (its own tables.ts names users and customers by key, from their tables.ts);
// - nothing at runtime reads the seed, and modules and flows take tables from their owner, not db/schema (drizzle-kit's
//   list);
// - no import cycles; no file over 400 lines unless its first comment says why.
// All are errors. Tests and test kits may reach inside modules to set up their records.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/api/src');
const modulesDir = path.join(src, 'modules');
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const tests = ['**/*.test.ts', '**/*test-kit.ts'];
/** What a module shows others: its door (public.ts) and its tables, to read. */
const doors = [`${modulesDir}/*/public.ts`, `${modulesDir}/*/tables.ts`, `${modulesDir}/*/*-tables.ts`];
const neverAtRuntime = {
  target: `${src}/**`,
  from: [`${src}/db/seed/**`],
  message: 'Nothing at runtime reads the seed.',
};
const tablesFromOwner = {
  from: [`${src}/db/schema/**`],
  message: "Tables come from their owner's tables.ts; db/schema only lists them for drizzle-kit.",
};

/** A file's tables, by the module whose folder holds the tables file an import names. */
function tablesModuleOf(importPath, filename) {
  if (!/(^|\/)[\w-]*tables$/.test(importPath)) return undefined;
  const resolved = path.resolve(path.dirname(filename), importPath);
  const relative = path.relative(modulesDir, resolved);
  if (relative.startsWith('..')) return undefined;
  return relative.split(path.sep)[0];
}

function moduleOf(filename) {
  const relative = path.relative(modulesDir, filename);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

const WRITES = new Set(['insert', 'update', 'delete']);

const walls = {
  rules: {
    'no-foreign-table-writes': {
      meta: {
        type: 'problem',
        docs: { description: 'A module writes only its own tables; a flow writes none.' },
        schema: [],
      },
      create(context) {
        const own = moduleOf(context.filename);
        const foreign = new Map();
        return {
          ImportDeclaration(node) {
            const owner = tablesModuleOf(node.source.value, context.filename);
            if (!owner || owner === own) return;
            for (const specifier of node.specifiers) foreign.set(specifier.local.name, owner);
          },
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            if (!WRITES.has(callee.property.name)) return;
            const table = node.arguments[0];
            if (table?.type !== 'Identifier' || !foreign.has(table.name)) return;
            context.report({
              node,
              message: `${table.name} belongs to ${foreign.get(table.name)}: write it through that module's public.ts.`,
            });
          },
        };
      },
    },
    'long-file-says-why': {
      meta: {
        type: 'suggestion',
        docs: {
          description:
            'A source file over 400 lines opens with a comment saying why (e.g. "Over 400 lines: …").',
        },
        schema: [],
      },
      create(context) {
        return {
          Program(node) {
            const source = context.sourceCode;
            if (source.lines.length <= 400) return;
            const first = source.getAllComments()[0];
            const opensWithIt = first && first.range[0] <= (node.body[0]?.range[0] ?? Infinity);
            if (opensWithIt && /400 lines/i.test(first.value)) return;
            context.report({
              node,
              loc: { line: 1, column: 0 },
              message: `${source.lines.length} lines: split the file, or open it with a comment saying why it stands over 400 lines.`,
            });
          },
        };
      },
    },
  },
};

const resolverSettings = {
  // The TypeScript settings of import-x (parsers, extensions), so that no-cycle reads the .ts files it follows.
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [
    createTypeScriptImportResolver({ project: path.join(root, 'apps/api/tsconfig.json') }),
  ],
};

export default [
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX, walls },
    settings: resolverSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'walls/long-file-says-why': 'error',
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: tests,
    rules: {
      'walls/no-foreign-table-writes': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleNames.map((name) => ({
              target: `${modulesDir}/${name}/**`,
              from: `${modulesDir}/!(${name})/**`,
              except: doors,
              message: 'Another module is reached only through its public.ts (and its tables.ts, to read).',
            })),
            { target: `${modulesDir}/**`, from: [`${src}/flows/**`], message: 'Flows stand above modules.' },
            { target: `${modulesDir}/**`, ...tablesFromOwner },
            neverAtRuntime,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: tests,
    rules: {
      'walls/no-foreign-table-writes': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${src}/flows/**`,
              from: `${modulesDir}/**`,
              except: doors,
              message: 'A flow reaches a module only through its public.ts (and its tables.ts, to read).',
            },
            { target: `${src}/flows/**`, ...tablesFromOwner },
            neverAtRuntime,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: [...tests, 'apps/api/src/platform/tables.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${src}/platform/**`,
              from: `${modulesDir}/**`,
              message: 'The platform imports no module.',
            },
            neverAtRuntime,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/tables.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${src}/platform/tables.ts`,
              from: `${modulesDir}/**`,
              except: [`${modulesDir}/*/tables.ts`],
              message: "The platform's tables name modules' rows only through their tables.ts.",
            },
          ],
        },
      ],
    },
  },
];
