/**
 * Issue 15 item 4: a chart a compliance reviewer can read has at most MAX_STATES_PER_CHART states.
 * A machine that grows past it must be split (or charted by region) before it is charted.
 */
import { describe, expect, it } from 'vitest';
import {
  CHARTED_MACHINES,
  citationsIn,
  MAX_STATES_PER_CHART,
  renderAll,
  SPEC_SECTIONS,
  stateCount,
} from './generate-statecharts';

describe('the charts', () => {
  it(`each has at most ${MAX_STATES_PER_CHART} states`, async () => {
    const sizes: Record<string, number> = {};
    for (const chart of CHARTED_MACHINES) sizes[chart.file] = stateCount(await chart.load());
    const tooBig = Object.entries(sizes).filter(([, states]) => states > MAX_STATES_PER_CHART);
    expect(Object.keys(sizes).length).toBe(CHARTED_MACHINES.length);
    expect(tooBig).toEqual([]);
  });

  it('cite the spec by a section this list knows, with its title (no link that leads nowhere)', async () => {
    const files = await renderAll();
    const cited = [...files.values()].flatMap(citationsIn);
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => !SPEC_SECTIONS[c])).toEqual([]);
    for (const text of files.values())
      expect(text).not.toMatch(/\]\([^)]*(product|contract)\.md[^)]*\)/);
  });
});
