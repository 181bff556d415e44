// The main thread after the first paint, load by load (issue 9 item 3): what Lighthouse's total
// blocking time is made of, without its simulation. Lighthouse replays the observed tasks 4x
// slower (2x for one that lays out) and counts what each spends past 50 ms between the first
// contentful paint and interactive; on this machine one run's TBT swings with the neighbours'
// load, so a change is judged here, on many loads of two builds alternating.
//
// Serves each build (scripts/bench-server.mjs, plain HTTP), loads the page in Chromium with a
// trace RUNS times per build, alternating, and prints per load the first contentful paint, the
// longest task after it that runs script (no layout), and a TBT estimate (each task after FCP:
// 4x, or 2x when it lays out, minus 50 ms); then the medians.
//
//   node scripts/bench-tasks.mjs [--runs 7] [--path /signup?…] <build dir> [<other build dir>]
//   (a build dir: `npx vite build --outDir /tmp/a` of one commit, another of the other)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startBenchServer } from './bench-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    path: {
      type: 'string',
      default: '/signup?client_id=northstar-sports&detected_region_code=US-NJ',
    },
  },
});
if (positionals.length === 0) {
  console.error(
    'usage: node scripts/bench-tasks.mjs [--runs N] [--path P] <build dir> [<build dir>]',
  );
  process.exit(2);
}

const TASK = 'ThreadControllerImpl::RunTask';

/** One load's figures, from its trace. */
async function load(browser, url) {
  const page = await browser.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'loading',
    ],
  });
  await page.goto(url);
  await page.waitForTimeout(3_000);
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === fcp.pid && event.args.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === main.tid && e.ph === 'X');
  const layouts = onMain.filter((event) => event.name === 'Layout');
  const laysOut = (task) => layouts.some((l) => l.ts >= task.ts && l.ts < task.ts + task.dur);
  const after = onMain.filter((event) => event.name === TASK && event.ts + event.dur > fcp.ts);
  const ms = (task) => task.dur / 1000;
  return {
    longestScript: Math.max(0, ...after.filter((task) => !laysOut(task)).map(ms)),
    tbt: after.reduce((sum, task) => sum + Math.max(0, (laysOut(task) ? 2 : 4) * ms(task) - 50), 0),
  };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const servers = await Promise.all(positionals.map((root) => startBenchServer({ root })));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = positionals.map(() => []);
try {
  for (let run = 1; run <= Number(values.runs); run++)
    for (const [index, server] of servers.entries()) {
      const figures = await load(browser, `${server.url}${values.path}`);
      results[index].push(figures);
      console.log(
        `${positionals[index]} load ${run}: longest script task after FCP ${figures.longestScript.toFixed(1)} ms, TBT estimate ${figures.tbt.toFixed(0)} ms`,
      );
    }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
for (const [index, dir] of positionals.entries()) {
  const list = results[index];
  console.log(
    `${dir}: median of ${list.length} loads: longest script task after FCP ${median(list.map((f) => f.longestScript)).toFixed(1)} ms, TBT estimate ${median(list.map((f) => f.tbt)).toFixed(0)} ms`,
  );
}
