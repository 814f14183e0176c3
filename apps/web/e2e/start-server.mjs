// Starts the production server for the browser tests, after checking that both builds exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const server = path.join(root, 'apps/api/dist/server.js');
const web = path.join(root, 'apps/web/build/server/index.js');
for (const file of [server, web]) {
  if (!existsSync(file)) {
    console.error(
      `Missing ${path.relative(root, file)}: run \`npm run build\` at the repository root first.`,
    );
    process.exit(1);
  }
}
await import(pathToFileURL(server).href);
