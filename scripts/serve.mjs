// Static server for the production build in dist/ (Node built-ins only).
//
//   node scripts/serve.mjs [--port N] [--host 127.0.0.1] [--sandbox] [--config-json '{...}']
//                          [--root DIR]
//
// - index.html, config.js and every file outside assets/ are sent with Cache-Control: no-cache;
//   the hashed files under assets/ are immutable.
// - A GET for a path without a file extension that names no file gets index.html (SPA fallback).
// - --sandbox answers /config.js with dist/config.js overridden by `sandbox: true`, and plays the
//   OAuth authorize endpoint at /oauth/authorize (navigations bypass the msw service worker).
//   --config-json merges more keys into the served config. dist/ itself is never modified.
// - --root serves another folder instead of dist/ (used to test this server).
// - Every page is sent with the strict Content-Security-Policy of scripts/csp.mjs, built from the
//   served config and dist/csp.json, and with Referrer-Policy: strict-origin (docs/security.md).
// - Nothing outside the root is ever served.
//
// Imported, it exports startServer({ port, host, sandbox, configOverrides, root }).
import { createReadStream, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runInNewContext } from 'node:vm';
import { contentSecurityPolicy } from './csp.mjs';

const DEFAULT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
const AUTHORIZE_PATH = '/oauth/authorize';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Reads the config object a config.js script assigns, without a browser. */
export const evaluateConfig = (source) => {
  const window = {};
  runInNewContext(source, { window, globalThis: window, self: window }, { timeout: 1000 });
  const config = window.__ONBOARDING_CONFIG__;
  return config && typeof config === 'object' ? config : {};
};

/** dist/config.js with the overrides applied; the original file stays untouched. */
const buildConfigScript = async (root, overrides) => {
  let source = '';
  try {
    source = await readFile(join(root, 'config.js'), 'utf8');
  } catch {
    // No config.js in the build: the overrides alone make the config.
  }
  let base;
  try {
    base = evaluateConfig(source);
  } catch {
    // Not evaluable here: keep the original script and merge in the browser.
    return `${source}\n;window.__ONBOARDING_CONFIG__ = Object.assign({}, window.__ONBOARDING_CONFIG__, ${JSON.stringify(overrides)});\n`;
  }
  const merged = { ...base, ...overrides };
  return `// Served by scripts/serve.mjs: dist/config.js with ${Object.keys(overrides).join(', ')} overridden.\nwindow.__ONBOARDING_CONFIG__ = ${JSON.stringify(merged, null, 2)};\n`;
};

const authorizePage = (searchParams) => {
  const entries = [...searchParams];
  const list =
    entries.length === 0
      ? '<p>No query parameters were received.</p>'
      : `<dl>\n${entries
          .map(
            ([name, value]) =>
              `      <dt>${escapeHtml(name)}</dt>\n      <dd>${value === '' ? '<em>(empty)</em>' : escapeHtml(value)}</dd>`,
          )
          .join('\n')}\n    </dl>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox authorize endpoint</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5; }
      dt { font-weight: 700; margin-top: 0.5rem; }
      dd { margin-left: 1.5rem; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
    <h1>Sandbox authorize endpoint</h1>
    <p>The onboarding flow sent the browser here. A real deployment answers with the OAuth
      authorization server; the sandbox lists the query parameters it received.</p>
    ${list}
    </main>
  </body>
</html>
`;
};

/** Resolves a URL path to a real file inside root, or reports why it cannot. */
const resolveInside = async (rootReal, pathname) => {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  const candidate = resolve(rootReal, `.${decoded}`);
  if (candidate !== rootReal && !candidate.startsWith(rootReal + sep)) return { status: 403 };
  // Dot-files and dot-folders (for example .vite/manifest.json) are not part of the site.
  if (
    candidate
      .slice(rootReal.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  ) {
    return { status: 404 };
  }
  let real;
  try {
    real = await realpath(candidate);
  } catch {
    return { status: 404 };
  }
  if (real !== rootReal && !real.startsWith(rootReal + sep)) return { status: 403 };
  const info = await stat(real);
  if (!info.isFile()) return { status: 404 };
  return { status: 200, file: real, info };
};

const send = (req, res, status, headers, body) => {
  res.writeHead(status, { 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
};

const sendText = (req, res, status, text) =>
  send(
    req,
    res,
    status,
    { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE },
    `${text}\n`,
  );

const sendFile = (req, res, file, info, cacheControl, extraHeaders = {}) => {
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const headers = {
    ...extraHeaders,
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    send(req, res, 304, headers);
    return;
  }
  res.writeHead(200, {
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    'Content-Length': info.size,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
};

/**
 * Starts the server. Resolves once it listens; rejects when it cannot (for example EADDRINUSE).
 * @param {{ port?: number, host?: string, sandbox?: boolean,
 *           configOverrides?: Record<string, unknown>, root?: string }} [options]
 * @returns {Promise<{ url: string, sandbox: boolean, close: () => Promise<void> }>}
 */
export const startServer = async ({
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  sandbox = false,
  configOverrides = {},
  root = DEFAULT_ROOT,
} = {}) => {
  let rootReal;
  try {
    rootReal = realpathSync(root);
    await stat(join(rootReal, 'index.html'));
  } catch {
    throw new Error(`${root} has no index.html: build the app first (npm run build).`);
  }
  // --sandbox always wins; --config-json may also turn the sandbox on by itself. The app refuses
  // the sandbox in production (decision 009), so a sandbox serve is a uat stage unless told.
  const overrides = {
    ...(sandbox ? { releaseStage: 'uat' } : {}),
    ...configOverrides,
    ...(sandbox ? { sandbox: true } : {}),
  };
  const sandboxOn = overrides.sandbox === true;
  const overrideConfig = Object.keys(overrides).length > 0;

  // The pages' policy: the config the browser gets, and the inline style's hash from the build.
  const pageHeaders = async () => {
    let styleSources;
    try {
      styleSources =
        JSON.parse(await readFile(join(rootReal, 'csp.json'), 'utf8'))['style-src'] ?? [];
    } catch {
      // Not the app's build (another --root, such as the test host page): no policy of ours.
      return {};
    }
    let config = overrides;
    try {
      config = {
        ...evaluateConfig(await readFile(join(rootReal, 'config.js'), 'utf8')),
        ...overrides,
      };
    } catch {
      // No readable config.js: the overrides alone.
    }
    return {
      'Content-Security-Policy': contentSecurityPolicy(config, styleSources),
      // As index.html's meta tag: a link's token never leaves in a Referer (docs/security.md).
      'Referrer-Policy': 'strict-origin',
    };
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(
        req,
        res,
        405,
        { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
        'Method not allowed\n',
      );
      return;
    }
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendText(req, res, 400, 'Bad request');
      return;
    }
    const { pathname } = url;

    if (overrideConfig && pathname === '/config.js') {
      const body = await buildConfigScript(rootReal, overrides);
      send(
        req,
        res,
        200,
        { 'Content-Type': CONTENT_TYPES['.js'], 'Cache-Control': NO_CACHE },
        body,
      );
      return;
    }
    if (sandboxOn && (pathname === AUTHORIZE_PATH || pathname === `${AUTHORIZE_PATH}/`)) {
      send(
        req,
        res,
        200,
        {
          'Content-Type': CONTENT_TYPES['.html'],
          'Cache-Control': 'no-store',
          // The sandbox's stand-in page: no script at all, its own small stylesheet.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        },
        authorizePage(url.searchParams),
      );
      return;
    }

    const found = await resolveInside(rootReal, pathname);
    if (found.status === 200) {
      const cache = pathname.startsWith('/assets/') ? IMMUTABLE : NO_CACHE;
      const page = extname(found.file).toLowerCase() === '.html' ? await pageHeaders() : {};
      sendFile(req, res, found.file, found.info, cache, page);
      return;
    }
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (found.status === 404 && extname(lastSegment) === '') {
      const index = join(rootReal, 'index.html');
      sendFile(req, res, index, await stat(index), NO_CACHE, await pageHeaders());
      return;
    }
    const messages = { 400: 'Bad request', 403: 'Forbidden', 404: 'Not found' };
    sendText(req, res, found.status, messages[found.status] ?? 'Error');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });

  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    sandbox: sandboxOn,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
};

const isMain = () => {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: DEFAULT_HOST },
      sandbox: { type: 'boolean', default: false },
      'config-json': { type: 'string' },
      root: { type: 'string' },
    },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, got ${values.port}`);
  }
  let configOverrides = {};
  if (values['config-json'] !== undefined) {
    try {
      configOverrides = JSON.parse(values['config-json']);
    } catch (error) {
      throw new Error(`--config-json is not valid JSON: ${error.message}`);
    }
    if (!configOverrides || typeof configOverrides !== 'object' || Array.isArray(configOverrides)) {
      throw new Error('--config-json must be a JSON object');
    }
  }
  const { url, sandbox, close } = await startServer({
    port,
    host: values.host,
    sandbox: values.sandbox,
    configOverrides,
    root: values.root === undefined ? DEFAULT_ROOT : resolve(values.root),
  });
  console.log(`Serving ${url} (sandbox ${sandbox ? 'on' : 'off'})`);
  const stop = () => {
    close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

if (isMain()) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
