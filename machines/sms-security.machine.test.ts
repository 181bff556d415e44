import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { passwordResetMachine } from './password-reset.machine';
import { smsMachine } from './sms.machine';
import type { SmsRef } from './sms.selectors';
import { type SmsSecurityInput, smsSecurityMachine } from './sms-security.machine';

const RULES = { tooShort: 'too short', differ: 'differ' };
const coded = (serverCode: string) =>
  new ApiError({ code: 'HTTP_ERROR', message: serverCode, action: 'x', status: 422, serverCode });

interface Fakes {
  send?: () => Promise<void>;
  verify?: (pin: string) => Promise<void>;
  reset?: () => Promise<void>;
}

function start(input: Partial<SmsSecurityInput>, fakes: Fakes = {}) {
  const calls = { phone: vi.fn(), send: vi.fn(), verify: vi.fn(), reset: vi.fn() };
  const machine = smsSecurityMachine.provide({
    actors: {
      sms: smsMachine.provide({
        actors: {
          fetchPhoneNumber: fromPromise(async ({ input: call }) => {
            calls.phone(call);
            return { phoneNumber: '2015550123' };
          }),
          sendCode: fromPromise(async ({ input: call }) => {
            calls.send(call);
            await fakes.send?.();
          }),
          verifyCode: fromPromise(async ({ input: call }) => {
            calls.verify(call);
            await fakes.verify?.(call.pin);
          }),
        },
      }),
      password: passwordResetMachine.provide({
        actors: {
          resetPassword: fromPromise(async ({ input: call }) => {
            calls.reset(call);
            await fakes.reset?.();
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mode: 'login', layout: 'web', token: null, rules: RULES, ...input },
  }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const smsOf = (actor: Actor) => actor.getSnapshot().children.sms as SmsRef;

async function sendAndType(actor: Actor, code: string) {
  await waitFor(smsOf(actor), (s) => s.matches('number'));
  smsOf(actor).send({ type: 'code.send', channel: 'sms' });
  await waitFor(smsOf(actor), (s) => s.matches({ code: 'editing' }));
  smsOf(actor).send({ type: 'code.change', code });
  smsOf(actor).send({ type: 'code.submit' });
}

describe('SMS security at login', () => {
  it('shows the post-verify screen once the code is accepted, then goes on to welcome back', async () => {
    const { actor, calls } = start({});
    await sendAndType(actor, '123456');
    await waitFor(actor, (s) => s.matches('verified'));
    expect(calls.verify).toHaveBeenCalledWith({ pin: '123456', token: null });
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().output).toEqual({ route: '/web/welcome_back' });
  });

  it('returns to the code form after a reload without sending again, and forgets that once verified', async () => {
    const { actor, calls } = start({ savedDraft: { codeSentTo: '2015550123' } });
    await waitFor(smsOf(actor), (s) => s.matches({ code: 'editing' }));
    expect(calls.send).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.codeSentTo).toBe('2015550123');
    smsOf(actor).send({ type: 'code.change', code: '123456' });
    smsOf(actor).send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(actor.getSnapshot().context.codeSentTo).toBeNull();
  });

  it('starts at the send buttons without a saved draft, and keeps the number a code goes to', async () => {
    const { actor, calls } = start({ savedDraft: { codeSentTo: null } });
    await waitFor(smsOf(actor), (s) => s.matches('number'));
    expect(calls.send).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.codeSentTo).toBeNull();
    smsOf(actor).send({ type: 'code.send', channel: 'sms' });
    await waitFor(smsOf(actor), (s) => s.matches({ code: 'editing' }));
    // The child's own draft (never the code) reaches this machine, which the flow keeps.
    expect(actor.getSnapshot().context.codeSentTo).toBe('2015550123');
  });

  it('ends on /sms/pin_locked when the pin is locked', async () => {
    const { actor } = start(
      { layout: 'native' },
      {
        verify: async () => {
          throw coded('sms_pin_locked');
        },
      },
    );
    await sendAndType(actor, '000000');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/sms/pin_locked' });
  });

  it('ends on the invalid-number page when the number cannot receive a code', async () => {
    const { actor } = start(
      {},
      {
        send: async () => {
          throw coded('invalid_number');
        },
      },
    );
    await waitFor(smsOf(actor), (s) => s.matches('number'));
    smsOf(actor).send({ type: 'code.send', channel: 'call' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/sms/unable_to_send_code' });
  });
});

describe('SMS security of a reset link', () => {
  it('sends and verifies with the token, then sets the new password and ends on the done page', async () => {
    const { actor, calls } = start({ mode: 'reset', token: 'link-token' });
    await sendAndType(actor, '123456');
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(calls.phone).toHaveBeenCalledWith({ token: 'link-token' });
    expect(calls.send).toHaveBeenCalledWith({ channel: 'sms', token: 'link-token' });
    const password = actor.getSnapshot().children.password as ActorRefFrom<
      typeof passwordResetMachine
    >;
    password?.send({ type: 'password.change', value: 'Brandnew42' });
    password?.send({ type: 'confirm.change', value: 'Brandnew42' });
    password?.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.reset).toHaveBeenCalledWith({ password: 'Brandnew42', token: 'link-token' });
    expect(actor.getSnapshot().output).toEqual({ route: '/sms/reset_password_done' });
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('ends on /locked/password when the pin is locked during the reset', async () => {
    const { actor } = start(
      { mode: 'reset', token: 'link-token' },
      {
        verify: async () => {
          throw coded('sms_pin_locked');
        },
      },
    );
    await sendAndType(actor, '111111');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/locked/password' });
  });

  it('sends a link without its token to the link-expired page, calling nothing', () => {
    const { actor, calls } = start({ mode: 'reset', token: null });
    expect(actor.getSnapshot().output).toEqual({ route: '/password_reset_link_expired' });
    expect(calls.phone).not.toHaveBeenCalled();
  });
});
