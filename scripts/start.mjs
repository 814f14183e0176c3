// `npm start`: builds the product when no production build is present, then runs it (api-conventions "Starting").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const webBuild = path.join(root, 'apps/web/build/server/index.js');

if (!existsSync(server) || !existsSync(webBuild)) {
  console.log('No production build yet: building first (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(server).href);
