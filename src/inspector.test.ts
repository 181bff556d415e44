import { describe, expect, it } from 'vitest';
import { redactInspectionEvent } from './inspector';
import { REDACTED } from './redact';

describe('what the QA inspector sends', () => {
  it('redacts the password inside an invoked actor input, not only in contexts and events', () => {
    const event = {
      type: '@xstate.snapshot',
      snapshot: {
        status: 'active',
        input: { payload: { email: 'a@b.test', password: 'Correct1horse', username: 'ada' } },
      },
    };
    const sent = redactInspectionEvent(event);
    expect(JSON.stringify(sent)).not.toContain('Correct1horse');
    expect(sent.snapshot.input.payload).toEqual({
      email: REDACTED,
      password: REDACTED,
      username: REDACTED,
    });
  });

  it('drops an event it cannot copy down to its type', () => {
    const circular: { type: string; self?: unknown } = { type: '@xstate.event' };
    circular.self = circular;
    expect(redactInspectionEvent(circular)).toEqual({ type: '@xstate.event' });
  });
});
