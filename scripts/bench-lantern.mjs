// Where a Lighthouse LCP goes (`npm run bench`, decision 054). Lighthouse's simulated mobile load
// ("lantern") estimates the LCP from the requests and main-thread tasks of the observed load that
// came before the observed paint, replayed on a slow 4G link and a 4x slower CPU. This runs
// Lighthouse once more on a page and returns that graph: each request and task the estimate
// waited for, with its simulated start and end.
//
//   lcpGraph(url, { chromePath, chromeFlags }) -> { lcp, fcp, tbt, nodes: [{ kind, label, start, end }] }
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** What a main-thread task was doing, from its longest child events. */
function taskLabel(node) {
  const names = node.childEvents
    .filter((event) => event.dur > 2000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 2)
    .map((event) => event.name.replace(/^v8\./, ''));
  return `main thread: ${names.join(', ') || 'a short task'}`;
}

export async function lcpGraph(url, { chromePath, chromeFlags }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const settings = lhr.configSettings;
    const lcp = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map(), settings },
    );
    // The pessimistic graph: every request that ended before the observed paint, and the tasks
    // that started before it (the estimate is the mean of this and a smaller graph).
    const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()]
      .map(([node, timing]) => ({
        kind: node.type === 'network' ? 'request' : 'task',
        label:
          node.type === 'network'
            ? `${node.request.resourceType ?? 'Other'} ${new URL(node.request.url).pathname}`
            : taskLabel(node),
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      }))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    return {
      lcp: Math.round(lcp.timing),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      nodes,
    };
  } finally {
    await chrome.kill();
  }
}
