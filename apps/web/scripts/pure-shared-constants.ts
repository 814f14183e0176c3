import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The shared package builds its contracts' zod schemas in module-level constants, for the API. A page that imports a
 * contract for its path and types leaves those constants unused, but a bundler must assume that building them may
 * have a side effect, so it keeps them, and zod with them (22.5 KB as transferred). Nothing at the top level of the
 * shared package has a side effect (tested: `pure-shared-constants.test.ts`), so for the browser build each
 * top-level `const x = <expression>` becomes `const x = /* @__PURE__ *\/ (() => <expression>)()`: evaluated as
 * before when used, dropped with everything it alone needs when not.
 */
export function markPure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !needsMark(value)) continue;
      edits.push({ at: value.getStart(file), text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: value.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}

/** Literals, names and functions are already free of side effects; anything that calls something is not known to be. */
function needsMark(value: ts.Expression): boolean {
  let calls = false;
  const visit = (node: ts.Node): void => {
    if (calls || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node))
      calls = true;
    else ts.forEachChild(node, visit);
  };
  visit(value);
  return calls;
}

export function pureSharedConstants(): Plugin {
  return {
    name: 'pure-shared-constants',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/packages\/shared\/src\/.*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      return { code: markPure(code, id), map: null };
    },
  };
}
