import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { phoneVerification as phoneVerificationCopy } from '../copy/ours/phone-verification';
import { brand as brandCopy } from '../copy/spec/brand';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import { sms as smsCopy } from '../copy/spec/sms';
import {
  SEND_PAUSE_MS,
  type SmsChannel,
  type SmsInput,
  type SmsOutput,
  smsMachine,
} from './sms.machine';
import { selectSmsView } from './sms.selectors';
import type { StepDraftEvent, StepInput } from './step-contract';

const ON_FILE = '2015550123';

const stepInput = (overrides: Partial<StepInput> = {}): StepInput => ({
  route: '/signup/phone_number',
  layout: 'mobileWeb',
  brandName: 'Northstar',
  regionCode: 'US-NJ',
  status: {} as StepInput['status'],
  registration: {} as StepInput['registration'],
  flags: [],
  savedDraft: null,
  ...overrides,
});

const httpError = (init: {
  status: number;
  serverCode?: string;
  fieldErrors?: Record<string, string>;
}) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'send your code',
    ...init,
  });

const offline = new ApiError({
  code: 'CONNECTION_ERROR',
  message: networkCopy.connection('verify your code'),
  action: 'verify your code',
});

interface Fakes {
  fetch?: (input: { token: string | null }) => Promise<{ phoneNumber: string | null }>;
  save?: (input: { number: string; id?: string | null }) => Promise<void>;
  send?: (input: { channel: SmsChannel; token: string | null }) => Promise<void>;
  verify?: (input: { pin: string; token: string | null }) => Promise<void>;
}

/**
 * Runs the sms machine as both its callers do: invoked by a parent (the onboarding machine, or
 * the personal-information machine) that receives its drafts and its final output.
 */
function start(input: SmsInput | StepInput = stepInput(), fakes: Fakes = {}) {
  const calls = {
    fetched: [] as { token: string | null }[],
    saved: [] as string[],
    sent: [] as { channel: SmsChannel; token: string | null }[],
    verified: [] as { pin: string; token: string | null }[],
  };
  const openNativeLogin = vi.fn();
  const sms = smsMachine.provide({
    actors: {
      fetchPhoneNumber: fromPromise(async ({ input }) => {
        calls.fetched.push(input);
        return fakes.fetch ? fakes.fetch(input) : { phoneNumber: ON_FILE };
      }),
      savePhoneNumber: fromPromise(async ({ input }) => {
        calls.saved.push(input.number);
        await fakes.save?.(input);
      }),
      sendCode: fromPromise(async ({ input }) => {
        calls.sent.push(input);
        await fakes.send?.(input);
      }),
      verifyCode: fromPromise(async ({ input }) => {
        calls.verified.push(input);
        await fakes.verify?.(input);
      }),
    },
    actions: { openNativeLogin },
  });
  const parent = setup({
    types: {} as {
      context: { drafts: StepDraftEvent[]; output: SmsOutput | null };
      events: StepDraftEvent;
    },
    actors: { sms },
  }).createMachine({
    context: { drafts: [], output: null },
    invoke: {
      id: 'sms',
      systemId: 'sms',
      src: 'sms',
      input,
      onDone: { actions: assign({ output: ({ event }) => event.output }) },
    },
    on: {
      'step.draft': {
        actions: assign({ drafts: ({ context, event }) => [...context.drafts, event] }),
      },
    },
  });
  const host = createActor(parent).start();
  const actor = host.getSnapshot().children.sms as ActorRefFrom<typeof sms>;
  const view = () => selectSmsView(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  const settle = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('submitting'));
  return { host, actor, calls, openNativeLogin, view, context, settle };
}

/** Starts, waits for the number form, sends a code by text and waits for the code form. */
async function atCode(input?: SmsInput | StepInput, fakes?: Fakes) {
  const run = start(input, fakes);
  await run.settle();
  run.actor.send({ type: 'code.send', channel: 'sms' });
  await run.settle();
  expect(run.view()).toBe('code');
  return run;
}

describe('smsMachine: the number', () => {
  it('loads the number on file and offers it in the number form', async () => {
    const { view, context, settle } = start();
    expect(view()).toBe('loading');

    await settle();

    expect(view()).toBe('number');
    expect(context().phoneNumber).toBe(ON_FILE);
  });

  it('prefers the number typed before a reload over the number on file', async () => {
    const { context, settle } = start(stepInput({ savedDraft: { phoneNumber: '2015550188' } }));
    await settle();

    expect(context().phoneNumber).toBe('2015550188');
  });

  it('starts from the number the personal-information machine gives it', async () => {
    const { context, settle } = start({ phoneNumber: '(201) 555-0199', route: '/web/signup/pii' });
    await settle();

    expect(context().phoneNumber).toBe('2015550199');
  });

  it('reads the number with the link token when it has one', async () => {
    const { calls, settle } = start({ phoneNumber: null, token: 'valid-token' });
    await settle();

    expect(calls.fetched).toEqual([{ token: 'valid-token' }]);
  });

  it('lets the user type a number when the number on file cannot be read', async () => {
    const { view, context, settle } = start(stepInput(), {
      fetch: () => Promise.reject(offline),
    });
    await settle();

    expect(view()).toBe('number');
    expect(context().phoneNumber).toBe('');
    expect(context().formError).toBe(offline.message);
  });

  it('asks for the number on file again when its read failed, keeping what was typed (QA account 8)', async () => {
    let answers = 0;
    const { actor, view, context, calls, settle } = start(
      { token: 'valid-token', route: '' },
      {
        fetch: () =>
          answers++ === 0 ? Promise.reject(offline) : Promise.resolve({ phoneNumber: ON_FILE }),
      },
    );
    await settle();
    expect(context().formError).toBe(offline.message);

    actor.send({ type: 'phone.retry' });
    expect(view()).toBe('loading');
    expect(context().formError).toBeNull();
    await settle();

    expect(calls.fetched).toEqual([{ token: 'valid-token' }, { token: 'valid-token' }]);
    expect(view()).toBe('number');
    expect(context().phoneNumber).toBe(ON_FILE);
    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();
    expect(view()).toBe('code');
  });

  it('keeps the number typed in sign-up when the number on file is asked for again', async () => {
    let answers = 0;
    const { actor, context, settle } = start(stepInput(), {
      fetch: () =>
        answers++ === 0 ? Promise.reject(offline) : Promise.resolve({ phoneNumber: ON_FILE }),
    });
    await settle();
    actor.send({ type: 'phone.change', value: '(201) 555-0188' });

    actor.send({ type: 'phone.retry' });
    await settle();

    expect(context().phoneNumber).toBe('2015550188');
    expect(context().savedNumber).toBe(ON_FILE);
  });

  it('does not ask again for a number on file it has read', async () => {
    const { actor, view, calls, settle } = start();
    await settle();

    actor.send({ type: 'phone.retry' });

    expect(view()).toBe('number');
    expect(calls.fetched).toHaveLength(1);
  });

  it('mirrors only the digits of the number to its parent as the draft', async () => {
    const { host, actor, settle } = start();
    await settle();

    actor.send({ type: 'phone.change', value: '(201) 555-01' });

    expect(host.getSnapshot().context.drafts).toEqual([
      {
        type: 'step.draft',
        route: '/signup/phone_number',
        draft: { phoneNumber: '20155501', codeSentTo: null },
      },
    ]);
  });

  it('refuses to send a code to an incomplete number, in the registration copy', async () => {
    const { actor, calls, view, context, settle } = start();
    await settle();
    actor.send({ type: 'phone.change', value: '201555' });

    actor.send({ type: 'code.send', channel: 'sms' });

    expect(view()).toBe('number');
    expect(context().fieldErrors.phoneNumber).toBe(brandCopy.requiresValidPhone('Northstar'));
    expect(calls.sent).toEqual([]);
  });

  it('says "Enter a 10-digit phone number." when it does not know the brand', async () => {
    const { actor, context, settle } = start({ phoneNumber: '201', route: '/web/signup/pii' });
    await settle();

    actor.send({ type: 'code.send', channel: 'sms' });

    expect(context().fieldErrors.phoneNumber).toBe(phoneVerificationCopy.phoneIncomplete);
  });

  it('clears the number error as soon as the user types', async () => {
    const { actor, context, settle } = start(stepInput(), {
      fetch: async () => ({ phoneNumber: null }),
    });
    await settle();
    actor.send({ type: 'code.send', channel: 'sms' });

    actor.send({ type: 'phone.change', value: '2' });

    expect(context().fieldErrors).toEqual({});
  });
});

describe('smsMachine: sending the code', () => {
  it("texts a code to the number on file without saving it again, in the catalogue's words", async () => {
    const { calls, context } = await atCode();

    expect(calls.saved).toEqual([]);
    expect(calls.sent).toEqual([{ channel: 'sms', token: null }]);
    // contract.md 8: a successful send by text says 'Code resent successfully', the first too.
    expect(context().notice).toBe('resent');
  });

  it('mirrors the number a code was sent to, so a reload resumes at the code', async () => {
    const { host } = await atCode();

    expect(host.getSnapshot().context.drafts.at(-1)).toEqual({
      type: 'step.draft',
      route: '/signup/phone_number',
      draft: { phoneNumber: ON_FILE, codeSentTo: ON_FILE },
    });
  });

  it("shows a message about the number handed over from another page's save at the number (QA 24)", async () => {
    const { view, context, settle } = start(
      stepInput({
        // A code sent earlier in this sign-up: the message still asks for the number's form.
        savedDraft: { phoneNumber: ON_FILE, codeSentTo: ON_FILE },
        fieldErrors: { phoneNumber: 'is not verified', preferredName: 'is too long' },
      }),
    );
    await settle();

    expect(view()).toBe('number');
    expect(context().fieldErrors).toEqual({ phoneNumber: 'is not verified' });
  });

  it('resumes at the code form after a reload, for the number already sent to, without sending again', async () => {
    const { calls, view, context, settle } = start(
      stepInput({ savedDraft: { phoneNumber: ON_FILE, codeSentTo: ON_FILE } }),
      { fetch: async () => ({ phoneNumber: null }) },
    );
    await settle();

    expect(view()).toBe('code');
    expect(context().phoneNumber).toBe(ON_FILE);
    expect(context().notice).toBeNull();
    expect(calls.sent).toEqual([]);
  });

  it('forgets the number sent to when the user changes the number', async () => {
    const { actor, host } = await atCode();

    actor.send({ type: 'phone.edit' });

    expect(host.getSnapshot().context.drafts.at(-1)?.draft).toEqual({
      phoneNumber: ON_FILE,
      codeSentTo: null,
    });
  });

  it('saves a changed number before sending the code to it', async () => {
    const { actor, calls, view, settle } = start();
    await settle();
    actor.send({ type: 'phone.change', value: '2015550188' });

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(calls.saved).toEqual(['2015550188']);
    expect(calls.sent).toHaveLength(1);
    expect(view()).toBe('code');
  });

  it("sends the registration's id with the number on /signup/phone_number (QA 13, decision 070)", async () => {
    const saves: unknown[] = [];
    const { actor, settle } = start(
      stepInput({ registration: { id: 'reg-1234' } as StepInput['registration'] }),
      { save: async (input) => void saves.push(input) },
    );
    await settle();
    actor.send({ type: 'phone.change', value: '6095550142' });
    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(saves).toEqual([{ number: '6095550142', id: 'reg-1234' }]);
  });

  it('sends the id the personal-information page hands over with the number (QA 13)', async () => {
    const saves: unknown[] = [];
    const { actor, settle } = start(
      { phoneNumber: null, route: '/web/signup/pii', registrationId: '7001' },
      { save: async (input) => void saves.push(input) },
    );
    await settle();
    actor.send({ type: 'phone.change', value: '6095550142' });
    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(saves).toEqual([{ number: '6095550142', id: '7001' }]);
  });

  it('shows the server message at the phone field when the number is refused', async () => {
    const { actor, calls, view, context, settle } = start(stepInput(), {
      fetch: async () => ({ phoneNumber: null }),
      save: () =>
        Promise.reject(
          httpError({ status: 422, fieldErrors: { phoneNumber: 'Enter a 10-digit phone number' } }),
        ),
    });
    await settle();
    actor.send({ type: 'phone.change', value: '2015550188' });

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(view()).toBe('number');
    expect(context().fieldErrors.phoneNumber).toBe('Enter a 10-digit phone number');
    expect(context().phoneNumber).toBe('2015550188');
    expect(calls.sent).toEqual([]);
  });

  it('does not try to save the number with a link token (no session)', async () => {
    const { actor, calls, settle } = start({ phoneNumber: '2015550188', token: 'valid-token' });
    await settle();

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(calls.saved).toEqual([]);
    expect(calls.sent).toEqual([{ channel: 'sms', token: 'valid-token' }]);
  });

  it('calls with a code and says a call is coming', async () => {
    const { actor, calls, view, context, settle } = start();
    await settle();

    actor.send({ type: 'code.send', channel: 'call' });
    await settle();

    expect(calls.sent).toEqual([{ channel: 'call', token: null }]);
    expect(view()).toBe('code');
    expect(context().notice).toBe('calling');
  });

  it('resends by text and says the code was resent', async () => {
    const { actor, calls, context, settle } = await atCode();

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(calls.sent).toHaveLength(2);
    expect(context().notice).toBe('resent');
  });

  it('ends on invalid_number with the unable-to-send page for its parent to navigate to', async () => {
    const { actor, host, settle } = start(stepInput(), {
      send: () => Promise.reject(httpError({ status: 422, serverCode: 'invalid_number' })),
    });
    await settle();

    actor.send({ type: 'code.send', channel: 'sms' });
    await waitFor(host, (s) => s.context.output !== null);

    expect(host.getSnapshot().context.output).toEqual({ exitRoute: '/sms/unable_to_send_code' });
  });

  it('ends on invalid_number after a resend too, forgetting the number sent to', async () => {
    let sends = 0;
    const { actor, host } = await atCode(stepInput(), {
      send: () =>
        sends++ === 0
          ? Promise.resolve()
          : Promise.reject(httpError({ status: 422, serverCode: 'invalid_number' })),
    });

    actor.send({ type: 'code.send', channel: 'sms' });
    await waitFor(host, (s) => s.context.output !== null);

    expect(host.getSnapshot().context.output).toEqual({ exitRoute: '/sms/unable_to_send_code' });
    expect(host.getSnapshot().context.drafts.at(-1)?.draft).toMatchObject({ codeSentTo: null });
  });

  it('shows the too-many-messages copy on max_send_attempts and stays on the number form', async () => {
    const { actor, view, context, settle } = start(stepInput(), {
      send: () => Promise.reject(httpError({ status: 422, serverCode: 'max_send_attempts' })),
    });
    await settle();

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(view()).toBe('number');
    expect(context().formError).toBe(smsCopy.tooMany);
  });

  it('keeps the code form when a resend hits max_send_attempts', async () => {
    let sends = 0;
    const { actor, view, context, settle } = await atCode(stepInput(), {
      send: async () => {
        sends += 1;
        if (sends > 1) throw httpError({ status: 422, serverCode: 'max_send_attempts' });
      },
    });

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(view()).toBe('code');
    expect(context().formError).toBe(smsCopy.tooMany);
    expect(context().notice).toBeNull();
  });

  it('sends nothing for a minute after max_send_attempts, saying again to wait, then sends', async () => {
    vi.useFakeTimers();
    try {
      let sends = 0;
      const { actor, calls, view, context, settle } = await atCode(stepInput(), {
        send: async () => {
          sends += 1;
          if (sends === 2) throw httpError({ status: 422, serverCode: 'max_send_attempts' });
        },
      });
      actor.send({ type: 'code.send', channel: 'sms' });
      await settle();
      expect(context().sendPaused).toBe(true);

      // Within the minute: Resend and Call me send nothing; the message shows again.
      vi.advanceTimersByTime(SEND_PAUSE_MS - 1);
      actor.send({ type: 'code.send', channel: 'call' });
      expect(calls.sent).toHaveLength(2);
      expect(view()).toBe('code');
      expect(context().formError).toBe(smsCopy.tooMany);

      vi.advanceTimersByTime(1);
      expect(context().sendPaused).toBe(false);
      actor.send({ type: 'code.send', channel: 'call' });
      await settle();
      expect(calls.sent).toHaveLength(3);
      expect(context().formError).toBeNull();
      expect(context().notice).toBe('calling');
    } finally {
      vi.useRealTimers();
    }
  });

  it('within the minute, a changed number is saved and sent to; the same number is not', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls, view, context, settle } = start(stepInput(), {
        send: () => Promise.reject(httpError({ status: 422, serverCode: 'max_send_attempts' })),
      });
      await settle();
      actor.send({ type: 'code.send', channel: 'sms' });
      await settle();
      expect(calls.sent).toHaveLength(1);

      actor.send({ type: 'code.send', channel: 'sms' });
      expect(calls.sent).toHaveLength(1);
      expect(context().formError).toBe(smsCopy.tooMany);

      actor.send({ type: 'phone.change', value: '(201) 555-0199' });
      actor.send({ type: 'code.send', channel: 'sms' });
      await settle();
      expect(calls.saved).toEqual(['2015550199']);
      expect(calls.sent).toHaveLength(2);
      expect(view()).toBe('number');
      // The second refusal restarts the minute.
      vi.advanceTimersByTime(SEND_PAUSE_MS - 1);
      expect(context().sendPaused).toBe(true);
      vi.advanceTimersByTime(1);
      expect(context().sendPaused).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the error message of any other failed send', async () => {
    const { actor, view, context, settle } = start(stepInput(), {
      send: () => Promise.reject(offline),
    });
    await settle();

    actor.send({ type: 'code.send', channel: 'sms' });
    await settle();

    expect(view()).toBe('number');
    expect(context().formError).toBe(offline.message);
  });

  it('goes back to the number form from the code form on Change number', async () => {
    const { actor, view, context } = await atCode();

    actor.send({ type: 'phone.edit' });

    expect(view()).toBe('number');
    expect(context().notice).toBeNull();
  });
});

describe('smsMachine: verifying the code', () => {
  it('refuses an incomplete code without asking the server', async () => {
    const { actor, calls, view, context } = await atCode();

    actor.send({ type: 'code.change', code: '123' });
    actor.send({ type: 'code.submit' });

    expect(view()).toBe('code');
    expect(context().fieldErrors.pin).toBe(phoneVerificationCopy.codeIncomplete);
    expect(calls.verified).toEqual([]);
  });

  it('reads a code typed full-width as the digits it is (QA)', async () => {
    const { actor, context } = await atCode();
    actor.send({ type: 'code.change', code: '１２３４５６' });
    expect(context().code).toBe('123456');
  });

  it('verifies the code and finishes with { verified: true } for its parent', async () => {
    const { host, actor, calls, view } = await atCode();

    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(host, (s) => s.context.output !== null);

    expect(calls.verified).toEqual([{ pin: '123456', token: null }]);
    expect(view()).toBe('verified');
    expect(host.getSnapshot().context.output).toEqual({ verified: true });
  });

  it('holds the code only under `code` until it is accepted, and never mirrors it', async () => {
    let answer: () => void = () => {};
    const { host, actor, context } = await atCode(stepInput(), {
      verify: () => new Promise<void>((resolve) => (answer = resolve)),
    });

    actor.send({ type: 'code.change', code: '987654' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches({ code: 'verifying' })).toBe(true);
    const { code, ...rest } = context();
    expect(code).toBe('987654');
    expect(JSON.stringify(rest)).not.toContain('987654');

    answer();
    await waitFor(host, (s) => s.context.output !== null);
    expect(actor.getSnapshot().context.code).toBe('');
    expect(JSON.stringify(host.getSnapshot().context.drafts)).not.toContain('987654');
  });

  it('shows the first server message at the code field when the pin is wrong', async () => {
    const { actor, view, context, settle } = await atCode(stepInput(), {
      verify: () => Promise.reject(httpError({ status: 422, fieldErrors: { pin: 'Nope' } })),
    });

    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await settle();

    expect(view()).toBe('code');
    expect(context().fieldErrors.pin).toBe('Nope');
    // A rejected code stays as typed, so the user can correct one digit.
    expect(context().code).toBe('000000');
  });

  it('says "The verification code is not valid." when a rejected pin comes without a message', async () => {
    const { actor, context, settle } = await atCode(stepInput(), {
      verify: () => Promise.reject(httpError({ status: 422 })),
    });

    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await settle();

    expect(context().fieldErrors.pin).toBe(emailVerificationCopy.codeInvalid);
  });

  it('ends on sms_pin_locked with the locked page for its parent, opening the native login once', async () => {
    const { actor, host, calls, openNativeLogin } = await atCode(stepInput(), {
      verify: () => Promise.reject(httpError({ status: 422, serverCode: 'sms_pin_locked' })),
    });

    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(host, (s) => s.context.output !== null);

    expect(host.getSnapshot().context.output).toEqual({ exitRoute: '/sms/pin_locked' });
    expect(openNativeLogin).toHaveBeenCalledTimes(1);
    expect(calls.verified).toHaveLength(1);
  });

  it('shows a banner and keeps the code form when the check fails on the network', async () => {
    const { actor, view, context, settle } = await atCode(stepInput(), {
      verify: () => Promise.reject(offline),
    });

    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'code.submit' });
    await settle();

    expect(view()).toBe('code');
    expect(context().formError).toBe(offline.message);
    expect(context().fieldErrors).toEqual({});
  });

  it('sends the link token with the send and the check', async () => {
    const { actor, calls, host } = await atCode({ phoneNumber: ON_FILE, token: 'valid-token' });

    actor.send({ type: 'code.change', code: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(host, (s) => s.context.output !== null);

    expect(calls.sent).toEqual([{ channel: 'sms', token: 'valid-token' }]);
    expect(calls.verified).toEqual([{ pin: '123456', token: 'valid-token' }]);
  });
});
