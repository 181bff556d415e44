/**
 * Issue 15 item 4: a chart a compliance reviewer can read has at most MAX_STATES_PER_CHART states.
 * A machine that grows past it must be split (or charted by region) before it is charted.
 */
import { describe, expect, it } from 'vitest';
import { CHARTED_MACHINES, MAX_STATES_PER_CHART, stateCount } from './generate-statecharts';

describe('the charts', () => {
  it(`each has at most ${MAX_STATES_PER_CHART} states`, async () => {
    const sizes: Record<string, number> = {};
    for (const chart of CHARTED_MACHINES) sizes[chart.file] = stateCount(await chart.load());
    const tooBig = Object.entries(sizes).filter(([, states]) => states > MAX_STATES_PER_CHART);
    expect(Object.keys(sizes).length).toBe(CHARTED_MACHINES.length);
    expect(tooBig).toEqual([]);
  });
});
