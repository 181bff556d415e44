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

describe("the provider's page (QA 10)", () => {
  const PAGE = 'https://provider.example/capture?token=secret-7';

  it('hides it in the provider session, in a frame hand-over and in the KYC context', () => {
    const doneEvents = [
      // startScan's done event: the session, as api/jumio.ts reads it.
      {
        type: 'xstate.done.actor.0.kyc.submitted',
        output: { session: { id: '7', sdkToken: 'sdk', webUrl: PAGE }, scan: { id: '9' } },
      },
      // handOver's done event in a frame (machines/hand-over.ts).
      { type: 'xstate.done.actor.0.kyc.handingOver', output: { newTabUrl: PAGE } },
      { session: { webUrl: PAGE, web_url: PAGE }, newTabUrl: PAGE, scan: { status: 'pending' } },
    ];
    const out = redact(doneEvents);
    expect(JSON.stringify(out)).not.toContain('provider.example');
    expect(out[2]).toMatchObject({ newTabUrl: REDACTED, scan: { status: 'pending' } });
  });

  it('keeps the return URL, which is this page', () => {
    const input = { returnUrl: 'https://app.example/web/kyc/upload' };
    expect(redact(input)).toEqual(input);
  });
});

describe('what redaction keeps (issue 15 item 1)', () => {
  it('never touches actor, session or record ids, so the inspector keeps actors apart', () => {
    const event = {
      type: '@xstate.snapshot',
      sessionId: 'x:12',
      actorRef: { id: 'createAccount', sessionId: 'x:13', systemId: 'createAccount' },
      rootId: 'x:0',
      event: { type: 'account.submit' },
      snapshot: { value: 'editing', context: { userId: 'u-1', scanId: 7, policyId: 'p-9' } },
    };
    expect(redact(event)).toEqual(event);
  });

  it('keeps region, country and server codes and statuses readable', () => {
    const status = {
      regionCode: 'US-NJ',
      // A region as GET /i/regions lists it (QA 8: it was redacted in the panel).
      iso31662Code: 'US-NJ',
      iso_3166_2_code: 'US-NJ',
      countryCode: 'US',
      serverCode: 'user_suspended',
      errorCode: 'TIMEOUT_ERROR',
      status: 'pending',
      emailVerificationStatus: 'REQUIRED',
    };
    expect(redact(status)).toEqual(status);
  });

  it('hides the value of every change event named after personal data', () => {
    for (const type of [
      'phone.change',
      'email.change',
      'password.change',
      'ssn.change',
      'confirm.change',
    ])
      expect(redact({ type, value: 'private' })).toEqual({ type, value: REDACTED });
    expect(redact({ type: 'field.change', field: 'birthdate', value: '1990-01-01' })).toEqual({
      type: 'field.change',
      field: 'birthdate',
      value: REDACTED,
    });
    // A limit or a choice is not personal: it stays for QA to read.
    expect(redact({ type: 'limit.change', value: '50' })).toEqual({
      type: 'limit.change',
      value: '50',
    });
  });

  it('hides phone numbers however they are nested', () => {
    const out = redact({
      phoneNumber: { number: '2015550123' },
      sms: { phone: '2015550123' },
      number: '2015550123',
    });
    expect(JSON.stringify(out)).not.toContain('2015550123');
  });
});
