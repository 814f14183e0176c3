// The web app's lint rules (apps/web): React's hook rules, one URL per call, and the walls between features
// (docs/architecture.md). The walls are checked on resolved file paths, not on the import's text, so a path that climbs
// out of a sub-folder (`../../catalog/x`) is caught as surely as `features/catalog/x`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = path.join(ROOT, 'apps/web');
const APP = path.join(WEB, 'app');
const FEATURES = path.join(APP, 'features');

/** The web features: one folder each under app/features, named as the API module they call. */
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Everything in app/ outside the features (routes, layouts, lib, components, root, entries), and the web's tests. */
const outsideFeatures = [
  ...readdirSync(APP)
    .filter((name) => name !== 'features')
    .map((name) => path.join(APP, name)),
  path.join(WEB, 'e2e'),
  path.join(WEB, 'scripts'),
];

/**
 * A feature is reached from anywhere else (another feature, a route or a layout) only through its public/ folder: one
 * door per exposed module, re-exporting what others may use. Not one public.ts barrel: the storefront's layout and
 * pages import a few names from features whose other modules have side effects the bundler keeps (stylesheets), and a
 * barrel took every storefront page from about 140 to about 250 KB of first-load JavaScript.
 */
const featureDoors = features.map((feature) => ({
  target: [
    ...outsideFeatures,
    ...features.filter((other) => other !== feature).map((other) => path.join(FEATURES, other)),
  ],
  from: path.join(FEATURES, feature),
  except: ['./public'],
  message: `Another feature, a route or a layout imports features/${feature} only through its public/ doors.`,
}));

const LONG_FILE_LINES = 400;

/**
 * A source file over 400 lines fails unless its first comment starts with "Over 400 lines:" and says why (code style:
 * a long file is split by what it does, or says why it is not).
 */
const explainedLength = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      long: `{{lines}} lines: split the file, or start it with a comment "Over ${LONG_FILE_LINES} lines: <why>".`,
    },
  },
  create(context) {
    return {
      Program(node) {
        // The text after a file's last newline is not a line.
        const lines = context.sourceCode.text.replace(/\n$/, '').split('\n').length;
        if (lines <= LONG_FILE_LINES) return;
        const first = context.sourceCode.getAllComments()[0];
        if (first && /^\s*\**\s*Over \d+ lines:\s*\S/.test(first.value)) return;
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'long',
          data: { lines },
        });
      },
    };
  },
};

export default [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'web-walls': { rules: { 'explained-length': explainedLength } } },
    settings: {
      // Without it import-x reads only .js files' imports, and no-cycle would see no TypeScript module's.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(WEB, 'tsconfig.json') }),
      ],
    },
    rules: {
      'web-walls/explained-length': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureDoors,
            {
              target: [path.join(APP, 'lib'), path.join(APP, 'components')],
              from: [FEATURES, path.join(APP, 'layouts'), path.join(APP, 'routes')],
              message: 'lib and components import no feature, layout or route: they serve all of them.',
            },
            {
              target: FEATURES,
              from: [path.join(APP, 'layouts'), path.join(APP, 'routes'), path.join(APP, 'root.tsx')],
              message:
                'A feature imports no route or layout: pages are made of features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // One pass over the app's import graph; the tests and the browser suite sit outside it.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A call's URL is written once, in its contract: the web sends contracts, never a hand-written '/api/…' path.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/app/lib/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "No '/api/…' path outside the API client: send the call's contract (api.send).",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "No '/api/…' path outside the API client: send the call's contract (api.send).",
        },
      ],
    },
  },
];
