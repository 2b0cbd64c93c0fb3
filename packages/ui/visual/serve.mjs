// A tiny static server for the built Storybook, on loopback only: the visual suite needs nothing
// more, and python or a dev dependency would be one more thing for a fresh machine to install.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6231);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

if (!existsSync(join(root, 'index.json'))) {
  console.error(
    `serve: ${root}/index.json is missing; build Storybook first (pnpm build-storybook)`,
  );
  process.exit(1);
}

// axe-core is served too, so the browser caches its compiled code across stories instead of
// parsing half a megabyte of script for every one.
const extras = {
  '/__visual/axe.min.js': createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = extras[path] ?? normalize(join(root, path));
  if (!extras[path] && !file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // The server lives for one run of the suite, over one build: caching is safe and saves
    // reloading Storybook's bundles for every story.
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`serve: ${root} on http://127.0.0.1:${port}`));
