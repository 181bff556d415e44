// The static server of `npm run bench` (scripts/bench.mjs): serves one build folder gzip'd (as a
// CDN would), with the SPA fallback to index.html, and answers the first screen's API calls from
// bench/api.json, so the app and the floor page are measured against the same local answers.
// GET /i/registration_status (the start-up session check) answers 401: nobody is signed in.
//
//   startBenchServer({ root, port }) -> { url, close }
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const API = JSON.parse(await readFile(new URL('../bench/api.json', import.meta.url), 'utf8'));
const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'Not signed in' } };

export async function startBenchServer({ root, port = 0, host = '127.0.0.1', tls }) {
  const rootReal = resolve(root);
  const cache = new Map();
  const gzipped = async (file) => {
    if (!cache.has(file)) {
      const body = await readFile(file);
      cache.set(file, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    }
    return cache.get(file);
  };
  const send = (req, res, status, type, body, cacheControl) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const payload = gzip ? gzipSync(body) : body;
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': payload.length,
    });
    res.end(payload);
  };
  const handle = async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (pathname in API) {
        send(req, res, 200, TYPES['.json'], Buffer.from(JSON.stringify(API[pathname])), 'no-store');
        return;
      }
      if (pathname.startsWith('/i/') || pathname.startsWith('/oauth/')) {
        send(req, res, 401, TYPES['.json'], Buffer.from(JSON.stringify(UNAUTHORIZED)), 'no-store');
        return;
      }
      let file = resolve(rootReal, `.${decodeURIComponent(pathname)}`);
      if (file !== rootReal && !file.startsWith(rootReal + sep)) throw new Error('outside');
      const found = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      if (!found) {
        if (extname(pathname) !== '') {
          send(req, res, 404, 'text/plain', Buffer.from('Not found\n'), 'no-store');
          return;
        }
        file = join(rootReal, 'index.html');
      }
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const cacheControl = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const payload = gzip ? await gzipped(file) : body;
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': cacheControl,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        'Content-Length': payload.length,
      });
      res.end(payload);
    } catch {
      if (!res.headersSent) res.writeHead(400).end();
    }
  };
  // With a key and certificate, HTTP/2 over TLS, as a CDN serves the build: one connection per
  // origin carries every request, where HTTP/1.1 opens up to six, each with its own handshake.
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : createServer(handle);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        for (const session of sessions) session.destroy();
        server.closeAllConnections?.();
      }),
  };
}
