import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { markPure } from './pure-shared-constants';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src');
const sources = (readdirSync(shared, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.join(shared, file));

describe('the shared constants marked pure for the browser build', () => {
  it('wraps a constant built by a call, and leaves literals, names and functions as they are', () => {
    const source = [
      'export const id = z.coerce.number().int();',
      'export const page = pagedOf(item).extend({ total: z.number() });',
      'const fields = { creditCardId: id.optional() };',
      "export const KINDS = ['a', 'b'] as const;",
      'export const alias = KINDS;',
      'export const make = () => z.object({});',
      'let counter = next();',
    ].join('\n');
    expect(markPure(source, 'x.ts').split('\n')).toEqual([
      'export const id = /* @__PURE__ */ (() => (z.coerce.number().int()))();',
      'export const page = /* @__PURE__ */ (() => (pagedOf(item).extend({ total: z.number() })))();',
      'const fields = /* @__PURE__ */ (() => ({ creditCardId: id.optional() }))();',
      "export const KINDS = ['a', 'b'] as const;",
      'export const alias = KINDS;',
      'export const make = () => z.object({});',
      'let counter = next();',
    ]);
  });

  it('gives the same values as the source when they are used', () => {
    const source =
      'const base = [1, 2].map((n) => n * 2);\nexport const total = base.reduce((a, b) => a + b, 0);';
    const run = (code: string) =>
      new Function(
        ts.transpile(code.replace('export ', ''), { module: ts.ModuleKind.None }) + '\nreturn total;',
      )();
    expect(run(markPure(source, 'x.ts'))).toBe(run(source));
  });

  // The mark is only right while nothing at the top level of the shared package acts on its own: a statement that is
  // not a declaration (a registration, a global setting) would be a side effect the browser build could drop.
  it('holds: the shared package has nothing at its top level but imports, exports and declarations', () => {
    const acting = sources.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      return source.statements
        .filter(
          (statement) =>
            ts.isExpressionStatement(statement) ||
            ts.isIfStatement(statement) ||
            ts.isForStatement(statement) ||
            ts.isForOfStatement(statement),
        )
        .map((statement) => `${path.relative(shared, file)}: ${statement.getText(source).slice(0, 60)}`);
    });
    expect(sources.length).toBeGreaterThan(100);
    expect(acting).toEqual([]);
  });
});
