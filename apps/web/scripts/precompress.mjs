// After `react-router build`: every text asset of build/client compressed once, at the highest levels (Brotli 11,
// gzip 9), beside the original (`app.js.br`, `app.js.gz`). The server sends the variant the browser accepts as it is
// (@fastify/static preCompressed), so no request pays for compressing a file that never changes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const TEXT = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest|map)$/;
// The build splits the pages into many small shared chunks (a few hundred bytes each, 29 of them on the configurator):
// compressed, they weigh about half, so anything above a packet's worth of headers is worth it.
const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  // A variant no smaller than the file is not written: the server then sends the file itself.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed ${count} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (Brotli)`,
);
