import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromPromise,
  setup,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import { emailVerification as emailVerificationOurCopy } from '../copy/ours/email-verification';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import type { ReferenceData } from './create-account.machine';
import { emailVerificationMachine } from './email-verification.machine';
import { type OnboardingEmitted, onboardingMachine, type SyncResult } from './onboarding.machine';
import type { StepInput } from './step-contract';
import { registrationStatus } from './step-input.fixture';

const ROUTE = '/web/signup/email_verification';

const status = (overrides: Partial<RegistrationStatus> = {}): RegistrationStatus =>
  registrationStatus({ emailVerificationStatus: 'REQUIRED', ...overrides });

const input = (overrides: Partial<StepInput> = {}): StepInput => ({
  route: ROUTE,
  layout: 'web',
  brandName: 'Northstar',
  regionCode: 'US-NJ',
  status: status(),
  registration: { email: 'ada@example.com' } as RegistrationForm,
  flags: [],
  savedDraft: null,
  ...overrides,
});

const httpError = (status: number, serverCode: string | null = null) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'verify your email',
    status,
    serverCode,
  });

const networkError = () =>
  new ApiError({
    code: 'CONNECTION_ERROR',
    message: networkCopy.connection('verify your email'),
    action: 'verify your email',
  });

interface Fakes {
  submit?: (code: string) => Promise<void>;
  resend?: () => Promise<void>;
  /** GET /i/registration_status when the patron comes back: verified elsewhere meanwhile? */
  verifiedElsewhere?: () => Promise<boolean>;
}

/**
 * Runs the step as the onboarding machine does: as the child `step` of a parent, which records
 * every event the step sends it (sendParent) and the step's done event.
 */
function startStep(fakes: Fakes = {}, stepInput: StepInput = input()) {
  const submitted: string[] = [];
  let resends = 0;
  const step = emailVerificationMachine.provide({
    actors: {
      submitVerificationCode: fromPromise<void, { code: string }>(async ({ input }) => {
        submitted.push(input.code);
        return fakes.submit?.(input.code);
      }),
      requestVerificationEmail: fromPromise<void>(async () => {
        resends += 1;
        return fakes.resend?.();
      }),
      readVerifiedElsewhere: fromPromise<boolean>(
        async () => (await fakes.verifiedElsewhere?.()) ?? false,
      ),
    },
  });
  const received: AnyEventObject[] = [];
  const parent = setup({ actors: { step } }).createMachine({
    invoke: { id: 'step', src: 'step', input: stepInput },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.step as AnyActorRef;
  return {
    child,
    received,
    submitted,
    resends: () => resends,
    snapshot: () => child.getSnapshot(),
    type: (code: string) => child.send({ type: 'code.change', code }),
  };
}

const settled = (child: AnyActorRef) =>
  waitFor(child, (s) => s.matches({ editing: 'idle' }) || s.status === 'done');

describe('Verify Your Email: entering the code', () => {
  it('starts ready for the code and shows which address the email went to', () => {
    const { snapshot } = startStep();
    expect(snapshot().value).toEqual({ editing: 'idle' });
    expect(snapshot().context.email).toBe('ada@example.com');
    expect(snapshot().context.code).toBe('');
  });

  it('knows no address when the registration carries none', () => {
    const { snapshot } = startStep({}, input({ registration: {} as RegistrationForm }));
    expect(snapshot().context.email).toBeNull();
  });

  it('keeps only digits, at most six of them', () => {
    const { snapshot, type } = startStep();
    type('12a3 4-5');
    expect(snapshot().context.code).toBe('12345');
    type('1234567890');
    expect(snapshot().context.code).toBe('123456');
  });

  it('never mirrors the code to the onboarding machine, since the code is a secret', () => {
    const { received, type } = startStep({}, input({ savedDraft: { code: '999999' } }));
    type('123456');
    expect(received).toEqual([]);
  });

  // Machines import nothing from src/: src/redact.test.ts checks that a `code` key is redacted.
  it('carries the code only under the key `code`, which the QA inspector redacts', () => {
    const { snapshot, type } = startStep();
    type('123456');
    const holding = Object.entries(snapshot().context).filter(([, value]) =>
      JSON.stringify(value)?.includes('123456'),
    );
    expect(holding.map(([key]) => key)).toEqual(['code']);
  });

  it('ignores a saved draft: there is nothing non-secret to restore', () => {
    const { snapshot } = startStep({}, input({ savedDraft: { code: '999999' } }));
    expect(snapshot().context.code).toBe('');
  });

  it('asks for six digits and calls nothing when fewer were typed', () => {
    const { child, snapshot, submitted, type } = startStep();
    type('123');
    child.send({ type: 'code.submit' });
    expect(snapshot().value).toEqual({ editing: 'idle' });
    expect(snapshot().context.codeError).toBe(emailVerificationOurCopy.codeFormat);
    expect(submitted).toEqual([]);
  });

  it('reads a code typed full-width as the digits it is (QA)', () => {
    const { snapshot, type } = startStep();
    type('１２３４５６');
    expect(snapshot().context.code).toBe('123456');
  });

  it('clears the message at the field as soon as the code changes', () => {
    const { child, snapshot, type } = startStep();
    child.send({ type: 'code.submit' });
    type('1');
    expect(snapshot().context.codeError).toBeNull();
  });
});

describe('Verify Your Email: submitting the code', () => {
  it('posts the typed code and is submitting until the server answers', async () => {
    let answer: () => void = () => {};
    const { child, snapshot, submitted, type } = startStep({
      submit: () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    });
    type('123456');
    child.send({ type: 'code.submit' });
    expect(snapshot().hasTag('submitting')).toBe(true);
    child.send({ type: 'code.change', code: '000000' });
    expect(snapshot().context.code).toBe('123456');
    answer();
    await waitFor(child, (s) => s.status === 'done');
    expect(submitted).toEqual(['123456']);
  });

  it('finishes the step on success and announces confirm_email_complete by code first', async () => {
    const { child, received, type } = startStep();
    type('123456');
    child.send({ type: 'code.submit' });
    await waitFor(child, (s) => s.status === 'done');
    expect(received.map((event) => event.type)).toEqual([
      'step.analytics',
      'xstate.done.actor.step',
    ]);
    expect(received[0]).toEqual({
      type: 'step.analytics',
      name: 'confirm_email_complete',
      properties: { method: 'code' },
    });
    // The onboarding machine counts the email verified whatever the next status says (QA 6).
    expect(received[1]).toMatchObject({ output: { emailVerified: true } });
    expect(JSON.stringify(received)).not.toContain('123456');
  });

  it('shows "The verification code is not valid." at the field on a 422 and keeps the code', async () => {
    const { child, snapshot, received, type } = startStep({
      submit: () => Promise.reject(httpError(422)),
    });
    type('654321');
    child.send({ type: 'code.submit' });
    await settled(child);
    expect(snapshot().value).toEqual({ editing: 'idle' });
    expect(snapshot().context.codeError).toBe(emailVerificationCopy.codeInvalid);
    expect(snapshot().context.formError).toBeNull();
    expect(snapshot().context.code).toBe('654321');
    expect(received).toEqual([]);
  });

  // QA 13: the server's first message for the code (product.md 5), the catalogue's when it names none.
  it.each([
    [
      "shows the server's first message for the code at the field on a 422",
      { verificationCode: 'Code has expired, request a new one' },
      'Code has expired, request a new one',
    ],
    [
      'reads the message of a plural verification_codes key too',
      { verificationCodes: 'is too old' },
      'is too old',
    ],
    [
      'falls back to "The verification code is not valid." when the 422 names no message for the code',
      { base: 'Record invalid' },
      emailVerificationCopy.codeInvalid,
    ],
  ])('%s (QA 13)', async (_, fieldErrors: Record<string, string>, shown) => {
    const { child, snapshot, type } = startStep({
      submit: () =>
        Promise.reject(
          new ApiError({
            code: 'HTTP_ERROR',
            message: networkCopy.generic,
            action: 'verify your email',
            status: 422,
            fieldErrors,
          }),
        ),
    });
    type('654321');
    child.send({ type: 'code.submit' });
    await settled(child);
    expect(snapshot().context.codeError).toBe(shown);
    expect(snapshot().context.formError).toBeNull();
    expect(snapshot().context.code).toBe('654321');
  });

  it('shows the network message in a banner when the call fails, keeping the code', async () => {
    const { child, snapshot, type } = startStep({
      submit: () => Promise.reject(networkError()),
    });
    type('123456');
    child.send({ type: 'code.submit' });
    await settled(child);
    expect(snapshot().context.formError).toBe(networkCopy.connection('verify your email'));
    expect(snapshot().context.codeError).toBeNull();
    expect(snapshot().context.code).toBe('123456');
  });

  it('lets the user try again after a failure, and clears the banner on the new try', async () => {
    let fail = true;
    const { child, snapshot, type } = startStep({
      submit: () => (fail ? Promise.reject(httpError(500)) : Promise.resolve()),
    });
    type('123456');
    child.send({ type: 'code.submit' });
    await settled(child);
    expect(snapshot().context.formError).toBe(networkCopy.generic);
    fail = false;
    child.send({ type: 'code.submit' });
    expect(snapshot().context.formError).toBeNull();
    await waitFor(child, (s) => s.status === 'done');
  });
});

describe('Verify Your Email: coming back from the emailed link (decision 007)', () => {
  it('finishes the step when the address was verified elsewhere meanwhile, announcing nothing', async () => {
    const { child, received, submitted } = startStep({ verifiedElsewhere: async () => true });
    child.send({ type: 'page.returned' });
    expect(child.getSnapshot().value).toEqual({ editing: 'checkingElsewhere' });
    await waitFor(child, (s) => s.status === 'done');
    expect(child.getSnapshot().output).toEqual({ emailVerified: true });
    // The other page's confirm_email_complete was its own; this one sent no code.
    expect(received.filter((event) => event.type === 'step.analytics')).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it('stays on the form, code and all, when it is not verified yet or the check fails', async () => {
    for (const verifiedElsewhere of [
      async () => false,
      async () => Promise.reject(networkError()),
    ]) {
      const { child, snapshot, type } = startStep({ verifiedElsewhere });
      type('123');
      child.send({ type: 'page.returned' });
      type('1234');
      await settled(child);
      expect(snapshot().value).toEqual({ editing: 'idle' });
      expect(snapshot().context).toMatchObject({ code: '1234', codeError: null, formError: null });
    }
  });

  it('lets the patron send the code while it asks, which drops the check', async () => {
    const { child, submitted, type } = startStep({
      verifiedElsewhere: () => new Promise(() => {}),
    });
    type('123456');
    child.send({ type: 'page.returned' });
    child.send({ type: 'code.submit' });
    await waitFor(child, (s) => s.status === 'done');
    expect(submitted).toEqual(['123456']);
  });
});

describe('Verify Your Email: asking for another email', () => {
  it('says another email was sent when the server answers 201', async () => {
    const { child, snapshot, resends } = startStep();
    child.send({ type: 'code.resend' });
    expect(snapshot().hasTag('resending')).toBe(true);
    await settled(child);
    expect(resends()).toBe(1);
    expect(snapshot().context.resendNotice).toEqual({
      kind: 'success',
      text: emailVerificationCopy.resent,
    });
  });

  it("clears the old code's error once a new email is sent, and keeps it when none was (QA 3 L6)", async () => {
    let resendFails = true;
    const { child, snapshot, type } = startStep({
      submit: () => Promise.reject(httpError(422)),
      resend: () => (resendFails ? Promise.reject(httpError(500)) : Promise.resolve()),
    });
    type('000000');
    child.send({ type: 'code.submit' });
    await settled(child);
    expect(snapshot().context.codeError).toBe(emailVerificationCopy.codeInvalid);
    child.send({ type: 'code.resend' });
    await settled(child);
    expect(snapshot().context.codeError).toBe(emailVerificationCopy.codeInvalid);
    resendFails = false;
    child.send({ type: 'code.resend' });
    await settled(child);
    expect(snapshot().context.codeError).toBeNull();
  });

  it('asks the user to contact support on a 422 CONTACT_SUPPORT_VERIFICATION_EMAIL', async () => {
    const { child, snapshot } = startStep({
      resend: () => Promise.reject(httpError(422, 'CONTACT_SUPPORT_VERIFICATION_EMAIL')),
    });
    child.send({ type: 'code.resend' });
    await settled(child);
    expect(snapshot().context.resendNotice).toEqual({
      kind: 'danger',
      text: emailVerificationCopy.contactSupport,
    });
  });

  it('says the request failed on any other failure', async () => {
    for (const error of [httpError(500), networkError()]) {
      const { child, snapshot } = startStep({ resend: () => Promise.reject(error) });
      child.send({ type: 'code.resend' });
      await settled(child);
      expect(snapshot().context.resendNotice).toEqual({
        kind: 'danger',
        text: emailVerificationCopy.resendFailed,
      });
    }
  });

  it('keeps typing possible while sending, but submits only once the email request answered', async () => {
    let answer: () => void = () => {};
    const { child, snapshot, submitted, type } = startStep({
      resend: () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    });
    child.send({ type: 'code.resend' });
    type('123456');
    child.send({ type: 'code.submit' });
    expect(snapshot().hasTag('resending')).toBe(true);
    expect(snapshot().context.code).toBe('123456');
    expect(submitted).toEqual([]);
    answer();
    await settled(child);
    child.send({ type: 'code.submit' });
    await waitFor(child, (s) => s.status === 'done');
    expect(submitted).toEqual(['123456']);
  });

  it('drops the last outcome when the user asks again', async () => {
    let calls = 0;
    const { child, snapshot } = startStep({
      resend: () => (++calls === 1 ? Promise.resolve() : new Promise<void>(() => {})),
    });
    child.send({ type: 'code.resend' });
    await settled(child);
    expect(snapshot().context.resendNotice?.text).toBe(emailVerificationCopy.resent);
    child.send({ type: 'code.resend' });
    expect(snapshot().context.resendNotice).toBeNull();
  });
});

describe('Verify Your Email inside the onboarding machine', () => {
  const reference: ReferenceData = {
    flags: [],
    regions: [
      {
        iso31662Code: 'US-NJ',
        name: 'New Jersey',
        countryCode: 'US',
        requireEmailVerification: true,
        isBettingRegion: true,
      },
    ],
    policies: [],
  };

  it('records confirm_email_complete through the onboarding machine, then syncs and moves on', async () => {
    const answers = [
      status(),
      status({ status: 'email_verified', emailVerificationStatus: 'VERIFIED' }),
    ];
    const loads: string[] = [];
    const step = emailVerificationMachine.provide({
      actors: { submitVerificationCode: fromPromise<void, { code: string }>(async () => {}) },
    });
    const machine = onboardingMachine.provide({
      actors: {
        loadReferenceData: fromPromise<ReferenceData, { regionCode: string }>(
          async () => reference,
        ),
        syncRegistration: fromPromise<SyncResult>(async () => ({
          status: answers.shift() ?? status({ status: 'complete' }),
          registration: { email: 'ada@example.com' } as RegistrationForm,
        })),
        loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) => {
          loads.push(input.route);
          return input.route === ROUTE ? step : null;
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        layout: 'web',
        brandName: 'Northstar',
        regionCode: 'US-NJ',
        restored: { preRegistrationComplete: true },
      },
    });
    const analytics: OnboardingEmitted[] = [];
    actor.on('analytics', (event) => analytics.push(event));
    actor.start();

    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    const child = actor.getSnapshot().context.stepRef as AnyActorRef;
    expect(child.getSnapshot().context.email).toBe('ada@example.com');
    child.send({ type: 'code.change', code: '123456' });
    child.send({ type: 'code.submit' });
    await waitFor(actor, (s) => loads.length === 2 && !s.matches({ atStep: 'loadingStep' }));

    expect(analytics).toEqual([
      { type: 'analytics', name: 'confirm_email_complete', properties: { method: 'code' } },
    ]);
    expect(loads[0]).toBe(ROUTE);
    expect(loads[1]).not.toBe(ROUTE);
    expect(actor.getSnapshot().context.stepDrafts).toEqual({});
  });
});

describe('email verification: messages handed over from another page (product.md 5)', () => {
  it('shows a verificationCode message another page got at the code field', () => {
    const { snapshot } = startStep({}, input({ fieldErrors: { verificationCode: 'Expired' } }));

    expect(snapshot().context.codeError).toBe('Expired');
  });
});
