/**
 * Issue 15 item 4: every transition a guard decides carries a description, which the charts in
 * docs/statecharts/ show beside it, so a compliance reviewer reads the condition in words, not a
 * guard's name. A new guarded transition without one fails here.
 */

import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { CHARTED_MACHINES } from './generate-statecharts';

interface TransitionLike {
  guard?: unknown;
  description?: string;
}

function undescribed(root: AnyStateNode): string[] {
  const found: string[] = [];
  const visit = (node: AnyStateNode) => {
    const transitions: Array<[string, TransitionLike]> = [];
    for (const [event, list] of node.transitions)
      for (const transition of list) transitions.push([event, transition as TransitionLike]);
    for (const transition of node.always ?? []) transitions.push(['always', transition]);
    for (const [event, transition] of transitions)
      if (transition.guard && !transition.description?.trim()) found.push(`${node.id} on ${event}`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  return found;
}

describe('guarded transitions', () => {
  it('each carries a description, in every charted machine', async () => {
    let guarded = 0;
    const missing: string[] = [];
    for (const chart of CHARTED_MACHINES) {
      const machine = await chart.load();
      missing.push(...undescribed(machine.root).map((where) => `${chart.file}: ${where}`));
      const count = (node: AnyStateNode): number =>
        [...node.transitions.values()].flat().filter((t) => (t as TransitionLike).guard).length +
        (node.always ?? []).filter((t) => t.guard).length +
        Object.values(node.states).reduce((sum, child) => sum + count(child), 0);
      guarded += count(machine.root);
    }
    expect(guarded).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
