import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { EMAIL_LINK_ROUTES, type EmailLinkEmitted, emailLinkMachine } from './email-link.machine';

function startLink(
  token: string | null,
  verify: (token: string) => Promise<void>,
  linkNotKept?: boolean,
) {
  const calls: string[] = [];
  const machine = emailLinkMachine.provide({
    actors: {
      verifyEmailToken: fromPromise<void, { token: string }>(async ({ input }) => {
        calls.push(input.token);
        return verify(input.token);
      }),
    },
  });
  const actor = createActor(machine, { input: { token, linkNotKept } });
  const emitted: EmailLinkEmitted[] = [];
  actor.on('analytics', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const rejected = () =>
  Promise.reject(
    new ApiError({
      code: 'HTTP_ERROR',
      message: networkCopy.generic,
      action: 'verify your email',
      status: 422,
      serverCode: 'invalid_verification_token',
    }),
  );

describe('the email verification link', () => {
  it('verifies the token of the link once and is loading meanwhile', () => {
    const { actor, calls } = startLink('valid-token', () => new Promise<void>(() => {}));
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual(['valid-token']);
  });

  it('ends on the success page and records confirm_email_complete by link', async () => {
    const { actor, emitted } = startLink('valid-token', async () => {});
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: EMAIL_LINK_ROUTES.success });
    expect(emitted).toEqual([
      { type: 'analytics', name: 'confirm_email_complete', properties: { method: 'link' } },
    ]);
  });

  it('ends on the failure page when the server rejects the token, recording nothing', async () => {
    const { actor, emitted } = startLink('old-token', rejected);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: EMAIL_LINK_ROUTES.failed });
    expect(emitted).toEqual([]);
  });

  it('says what went wrong when the network fails, and tries the same link again on retry', async () => {
    let attempt = 0;
    const { actor, calls } = startLink('valid-token', async () => {
      attempt += 1;
      if (attempt === 1)
        throw new ApiError({
          code: 'TIMEOUT_ERROR',
          message: networkCopy.timeout('verify your email'),
          action: 'verify your email',
        });
    });
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.error).toBe(networkCopy.timeout('verify your email'));

    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: EMAIL_LINK_ROUTES.success });
    expect(calls).toEqual(['valid-token', 'valid-token']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('offers a retry on a server failure (a 5xx) too, not the failure page', async () => {
    const { actor } = startLink('valid-token', () =>
      Promise.reject(
        new ApiError({
          code: 'HTTP_ERROR',
          message: networkCopy.generic,
          action: 'verify your email',
          status: 500,
        }),
      ),
    );
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
  });

  it('leaves a 401 and a user_suspended 403 to the session: no page of its own, no retry', async () => {
    const answers = [
      new ApiError({
        code: 'UNAUTHORIZED_ERROR',
        message: networkCopy.loggedOutInactivity,
        action: 'verify your email',
        status: 401,
      }),
      new ApiError({
        code: 'HTTP_ERROR',
        message: 'Suspended',
        action: 'verify your email',
        status: 403,
        serverCode: 'user_suspended',
        suspensionType: 'cool_off',
      }),
    ];
    for (const answer of answers) {
      const { actor } = startLink('valid-token', () => Promise.reject(answer));
      await waitFor(actor, (s) => s.matches('leftToSession'));
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().output).toBeUndefined();
      expect(actor.getSnapshot().context.error).toBeNull();
    }
  });

  it('shows the failure page on any other refusal (a 403 of another code)', async () => {
    const { actor } = startLink('spent-token', () =>
      Promise.reject(
        new ApiError({
          code: 'HTTP_ERROR',
          message: 'Forbidden',
          action: 'verify your email',
          status: 403,
          serverCode: 'token_used',
        }),
      ),
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: EMAIL_LINK_ROUTES.failed });
  });

  it('asks for the link again, calling nothing and naming no page, when a reload lost its token (QA res 1)', () => {
    const { actor, calls } = startLink(null, async () => {}, true);
    expect(actor.getSnapshot().value).toBe('linkNotKept');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().output).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('ends on the failure page at once, calling nothing, when the link has no token', () => {
    for (const token of [null, '']) {
      const { actor, calls } = startLink(token, async () => {});
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ route: EMAIL_LINK_ROUTES.failed });
      expect(calls).toEqual([]);
    }
  });
});
