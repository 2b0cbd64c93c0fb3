// Writes file.br and file.gz beside every text file of the built portal, once at build time, so
// the server sends compressed bytes without compressing per request (@fastify/static's
// `preCompressed`). Brotli at its best quality and gzip at level 9: the build pays once, every
// visitor gains. A variant that would not be smaller is not written (the server then sends the
// file as it is). Source maps stay as they are: only developers fetch them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(js|css|html|svg|json|txt)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dist, { recursive: true }).map(String)) {
  if (!TEXT.test(name) || name.startsWith('.vite')) continue;
  const body = readFileSync(join(dist, name));
  const variants = [
    [
      '.br',
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
  for (const [suffix, packed] of variants) {
    if (packed.length < body.length) writeFileSync(join(dist, name + suffix), packed);
  }
  files += 1;
  before += body.length;
  after += Math.min(body.length, variants[0][1].length);
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`,
);
