// A static host for the production build, as the common hosts answer: a file as it is, a path with
// a page rendered at build time its `<path>/index.html`, and any other path the host's fallback,
// either the app without a page (404.html, as GitHub Pages and Netlify without rewrites do) or
// index.html, the landing (Netlify's and Vercel's rewrites, nginx's `try_files … /index.html`,
// Firebase and Cloudflare's single-page mode). The deep-link tests and `npm run bench` use both.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/**
 * Serves `dist` on a free port of 127.0.0.1 with the given fallback for unknown paths (`404.html`
 * or `index.html`); resolves to its origin and a function that stops it.
 */
export function serveBuild(dist, fallback) {
  const assets = path.join(dist, 'assets') + path.sep;
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
    const within = path.join(dist, path.normalize(decodeURIComponent(pathname)));
    let file = isFile(within) ? within : path.join(within, 'index.html');
    let status = 200;
    if (!within.startsWith(dist) || !isFile(file)) {
      file = path.join(dist, fallback);
      status = fallback === '404.html' ? 404 : 200;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // As hosts commonly cache a Vite build: its assets, whose names change with their content, for
    // good; any other file (the pages, the workers) checked again on each use, and answered "not
    // modified" while unchanged. A returning visitor then opens a page from the HTTP cache.
    if (file.startsWith(assets)) {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': IMMUTABLE });
      return response.end(readFileSync(file));
    }
    const modified = statSync(file).mtime.toUTCString();
    const headers = {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'Last-Modified': modified,
    };
    if (status === 200 && request.headers['if-modified-since'] === modified) {
      response.writeHead(304, headers);
      return response.end();
    }
    response.writeHead(status, headers);
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((closed) => server.close(closed)),
      });
    });
  });
}
