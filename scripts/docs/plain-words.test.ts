/**
 * Issue 15 item 4: the charts' transition tables read in plain words. Every event a person or a
 * page sends in a charted machine has its sentence in EVENT_WORDS (and the list holds no event no
 * machine has), and calls, timers, conditions and actions are spelled out from their names.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { CHARTED_MACHINES } from './generate-statecharts';
import { actionsInWords, conditionInWords, EVENT_WORDS, eventInWords, words } from './plain-words';

function eventTypes(node: AnyStateNode): string[] {
  return [
    ...node.transitions.keys(),
    ...Object.values(node.states).flatMap((child) => eventTypes(child as AnyStateNode)),
  ];
}

describe('plain words for the charts', () => {
  it('has a sentence for every event a person or a page sends in a charted machine, and no other', async () => {
    const used = new Set<string>();
    for (const chart of CHARTED_MACHINES)
      for (const type of eventTypes((await chart.load()).root))
        if (!type.startsWith('xstate.')) used.add(type);
    expect([...used].filter((type) => EVENT_WORDS[type] === undefined)).toEqual([]);
    expect(Object.keys(EVENT_WORDS).filter((type) => !used.has(type))).toEqual([]);
  });

  it('spells out identifiers, calls, timers and the absence of an event', () => {
    expect(words('fetchTimeLimit')).toBe('fetch time limit');
    expect(words('confirmPii')).toBe('confirm PII');
    expect(eventInWords('onDone(fetchTimeLimit)')).toBe('the call “fetch time limit” answers');
    expect(eventInWords('onError(submitSsn)')).toBe('the call “submit SSN” fails');
    expect(eventInWords('after pollInterval')).toBe('after the poll interval');
    expect(eventInWords('after 5000ms')).toBe('after 5000 ms');
    expect(eventInWords('always')).toBe('at once, with no event');
    expect(eventInWords('xstate.done.state.personalInfo.collecting')).toBe(
      '“collecting” has finished',
    );
    expect(eventInWords('limit.save')).toBe('the patron saves the limit');
  });

  it('spells out conditions, composite ones included, and actions', () => {
    expect(conditionInWords('hasInvalidChoice')).toBe('has invalid choice');
    expect(conditionInWords('not(isExit)')).toBe('not (is exit)');
    expect(conditionInWords('and(isWeb, not(hasSsn))')).toBe('is web and not (has SSN)');
    expect(conditionInWords('stateIn("ready")')).toBe('while in "ready"');
    expect(actionsInWords(['assignLoaded', 'xstate.assign', '(inline)'])).toBe(
      'assign loaded; update what it remembers; an unnamed action',
    );
  });
});
