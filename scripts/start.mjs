// `npm start`: builds the product when no production build is present, then runs it (api-conventions "Starting").
// The first start says what it does in a few lines; the build's own output (hundreds of lines of file sizes) goes to a
// log file, shown only when the build fails (docs/decisions.md, "A quiet first start").
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const webBuild = path.join(root, 'apps/web/build/server/index.js');

async function build() {
  const logDir = path.join(root, 'node_modules/.cache');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'first-build.log');
  console.log(
    'First start: building the product (about a minute; the output goes to node_modules/.cache/first-build.log)',
  );
  const started = Date.now();
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const status = await new Promise((resolve) => child.on('close', resolve));
  await new Promise((resolve) => log.end(resolve));
  if (status !== 0) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.error(lines.slice(-40).join('\n'));
    console.error(`The build failed (exit ${status}); the whole output is in ${logFile}`);
    process.exit(status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server...`);
}

if (!existsSync(server) || !existsSync(webBuild)) await build();

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(server).href);
