// Bundle budget for the first screen (/signup), measured from the Vite manifest of dist/.
//
//   node scripts/size.mjs [--root DIR]     (DIR holds dist/; default: this repository)
//
// First screen JavaScript = the index.html entry chunk + its static imports (recursively) + the
// lazy chunks of FIRST_SCREEN_MODULES + their static imports. CSS = the `css` of those chunks.
// Sizes are gzip level 9 bytes. Writes .size-report.json. Exits 1 when the JavaScript exceeds
// JS_BUDGET_BYTES, when a first-screen module is missing from the manifest, or when a
// first-screen chunk contains sandbox, msw or inspector code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { constants, gzipSync } from 'node:zlib';

/** Lazy modules (manifest keys, i.e. source paths) the /signup page renders on first load. */
const FIRST_SCREEN_MODULES = ['screens/signup/create-account.tsx'];
const JS_BUDGET_BYTES = 131072; // 128 KB gzip
const ENTRY = 'index.html';
/** Text that only the sandbox (msw) or the state-machine inspector bring into a chunk. */
const FORBIDDEN_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '@statelyai/inspect',
  'createBrowserInspector',
];

const { values } = parseArgs({ options: { root: { type: 'string' } }, strict: true });
const root = values.root
  ? resolve(values.root)
  : join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const reportPath = join(root, '.size-report.json');

const failures = [];

if (!existsSync(manifestPath)) {
  console.error(
    `FAIL: ${relative(root, manifestPath)} is missing: run the production build first.`,
  );
  process.exit(1);
}
/** @type {Record<string, { file: string, src?: string, name?: string, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipSize = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
const measure = (file) => {
  const buffer = readFileSync(join(dist, file));
  return { file, bytes: buffer.length, gzip: gzipSize(buffer), text: buffer };
};

// The first screen: entry + first-screen lazy modules, each with its static imports.
const roots = [ENTRY, ...FIRST_SCREEN_MODULES];
for (const key of roots) {
  if (!manifest[key]) {
    failures.push(
      key === ENTRY
        ? `${ENTRY} is not in the manifest: is it the build entry?`
        : `${key} (FIRST_SCREEN_MODULES) is not in the manifest: it must exist and be loaded lazily ` +
            '(import()) so that it gets its own chunk. Update FIRST_SCREEN_MODULES if it moved.',
    );
  }
}
const firstKeys = new Set();
const visit = (key) => {
  if (firstKeys.has(key) || !manifest[key]) return;
  firstKeys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
for (const key of roots) visit(key);

const jsFiles = new Map(); // file -> manifest key (for the label)
const cssFiles = new Set();
for (const key of firstKeys) {
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js') && !jsFiles.has(chunk.file)) jsFiles.set(chunk.file, key);
  for (const css of chunk.css ?? []) cssFiles.add(css);
}

const firstJs = [...jsFiles].map(([file, key]) => ({ ...measure(file), source: key }));
const firstCss = [...cssFiles].map((file) => measure(file));
const sum = (rows, field) => rows.reduce((total, row) => total + row[field], 0);
const jsTotal = sum(firstJs, 'gzip');
const cssTotal = sum(firstCss, 'gzip');

const markerHits = [];
for (const chunk of firstJs) {
  const text = chunk.text.toString('utf8');
  for (const marker of FORBIDDEN_MARKERS) {
    if (text.includes(marker)) markerHits.push({ file: chunk.file, source: chunk.source, marker });
  }
}
for (const hit of markerHits) {
  failures.push(
    `first-screen chunk ${hit.file} (${hit.source}) contains "${hit.marker}": the sandbox, msw and ` +
      'the inspector must only load through a dynamic import behind the runtime switch.',
  );
}
if (jsTotal > JS_BUDGET_BYTES) {
  failures.push(
    `first-screen JavaScript is ${jsTotal} bytes gzip, over the budget of ${JS_BUDGET_BYTES} ` +
      `bytes by ${jsTotal - JS_BUDGET_BYTES}.`,
  );
}

// Everything else in dist/.
const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [relative(dist, path).split(sep).join('/')];
  });
const allFiles = listFiles(dist).filter((file) => !file.startsWith('.vite/'));
const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const otherJs = allFiles
  .filter((file) => file.endsWith('.js') && file.startsWith('assets/') && !jsFiles.has(file))
  .map((file) => ({ ...measure(file), source: sourceOf.get(file) ?? '' }))
  .sort((a, b) => b.gzip - a.gzip);
const distRows = allFiles.map((file) => measure(file));
const distTotal = {
  files: distRows.length,
  bytes: sum(distRows, 'bytes'),
  gzip: sum(distRows, 'gzip'),
};

// Output.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const table = (title, rows, totalLabel) => {
  const lines = rows.map((row) => [
    row.file,
    row.source ?? '',
    String(row.bytes),
    String(row.gzip),
  ]);
  const header = ['file', 'source', 'bytes', 'gzip'];
  if (totalLabel) {
    lines.push([totalLabel, '', String(sum(rows, 'bytes')), String(sum(rows, 'gzip'))]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((line, i) => {
    if (totalLabel && i === lines.length - 1) {
      console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.log(format(line));
  });
};

table('First screen (/signup) JavaScript', firstJs, 'total');
table('First screen (/signup) CSS', firstCss, 'total');
table('Other chunks (lazy, no budget)', otherJs);
console.log(
  `\nWhole dist/ (${distTotal.files} files, without .vite/): ${distTotal.bytes} bytes, ` +
    `${distTotal.gzip} bytes gzip (${kb(distTotal.gzip)})`,
);
console.log(
  `First screen JavaScript: ${jsTotal} bytes gzip (${kb(jsTotal)}) of a ${JS_BUDGET_BYTES} byte ` +
    `(${kb(JS_BUDGET_BYTES)}) budget; CSS: ${cssTotal} bytes gzip (${kb(cssTotal)})`,
);

const strip = ({ text: _text, ...row }) => row;
const report = {
  budget: { jsBytesGzip: JS_BUDGET_BYTES },
  firstScreenModules: FIRST_SCREEN_MODULES,
  firstScreen: {
    js: firstJs.map(strip),
    css: firstCss.map(strip),
    jsTotalGzip: jsTotal,
    cssTotalGzip: cssTotal,
  },
  forbiddenMarkers: FORBIDDEN_MARKERS,
  markerHits,
  otherChunks: otherJs.map(strip),
  dist: distTotal,
  ok: failures.length === 0,
  failures,
};
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Report written to ${relative(process.cwd(), reportPath) || reportPath}`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  process.exit(1);
}
console.log('Bundle budget: ok');
