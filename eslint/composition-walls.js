// Walls around the parts that put the server together (docs/architecture.md): the seed, the server's plugins and
// app.ts reach a module only through its public.ts door, the seed leans on no part of the server, and nothing the
// server runs reads the seed (only start-up, server.ts, seeds). Paths are resolved by the TypeScript resolver, so no
// spelling of an import gets around a wall.
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.resolve(import.meta.dirname, '..');
const api = (folder) => path.join(root, 'apps/api/src', folder);

export default [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    // The rule under its own name: the module walls configure `import-x/no-restricted-paths` for the same files,
    // and ESLint keeps only the last setting of one rule for a file.
    plugins: { 'composition-walls': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: {
      'composition-walls/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [api('seed'), api('plugins'), api('app.ts')],
              from: `${api('modules')}/**`,
              except: [`${api('modules')}/*/public.ts`],
              message: 'A module is reached through its public.ts: export what is needed there.',
            },
            {
              target: api('seed'),
              from: [api('flows'), api('plugins'), api('app.ts'), api('routes.ts'), api('server.ts')],
              message:
                "The seed writes demo rows through the schema and the modules' doors, not through the server.",
            },
            {
              target: [
                api('modules'),
                api('flows'),
                api('platform'),
                api('plugins'),
                api('db'),
                api('app.ts'),
                api('routes.ts'),
              ],
              from: api('seed'),
              message:
                'Nothing the server runs reads the seed: only start-up (server.ts) and `npm run seed` do.',
            },
          ],
        },
      ],
    },
  },
];
