// Bundles the API into dist/server.js. Dependencies stay in node_modules; the workspace packages (@portal/shared, and
// @portal/sandbox-gateway for demo mode: TypeScript source) are bundled in, so production runs plain JavaScript.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// react-router comes from the web app's install at run time: one copy for the server build and its handler.
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@portal/')),
  'react-router',
];

const here = (file) => new URL(file, import.meta.url).pathname;

await build({
  entryPoints: {
    server: here('src/server.ts'),
    seed: here('src/seed/run.ts'),
    'run-job': here('src/run-job.ts'),
  },
  outdir: here('dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
