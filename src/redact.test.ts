import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from './redact';

describe('redaction for the inspector', () => {
  it('replaces personal data and secrets at any depth and keeps the rest', () => {
    const context = {
      draft: {
        firstName: 'Ada',
        email: 'a@b.test',
        phoneNumber: '2015550123',
        promoCode: 'X1',
        strongAuthEnabled: true,
      },
      secrets: { password: 'abcd1234', passwordConfirm: 'abcd1234' },
      status: { status: 'created', pendingFields: { last4Ssn: true } },
      event: { type: 'secret.change', field: 'password', value: 'abcd1234' },
      list: [{ verificationCode: '123456' }],
    };
    const out = redact(context);
    expect(out.draft).toEqual({
      firstName: REDACTED,
      email: REDACTED,
      phoneNumber: REDACTED,
      promoCode: REDACTED,
      strongAuthEnabled: true,
    });
    expect(out.secrets).toBe(REDACTED);
    expect(out.event).toEqual({ type: 'secret.change', field: 'password', value: REDACTED });
    expect(out.status).toEqual({ status: 'created', pendingFields: { last4Ssn: true } });
    expect(out.list).toEqual([{ verificationCode: REDACTED }]);
    expect(JSON.stringify(out)).not.toContain('Ada');
  });

  it('hides the one-time code a step carries under `code`, in its events and its context', () => {
    expect(redact({ type: 'code.change', code: '123456' })).toEqual({
      type: 'code.change',
      code: REDACTED,
    });
    expect(JSON.stringify(redact({ code: '123456', codeError: null }))).not.toContain('123456');
  });
});
