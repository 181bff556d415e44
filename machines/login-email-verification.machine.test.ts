import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import { emailVerificationMachine } from './email-verification.machine';
import type { EmailVerificationRef } from './email-verification.selectors';
import { loginEmailVerificationMachine } from './login-email-verification.machine';

const status = { status: 'complete', emailVerificationStatus: 'REQUIRED' } as RegistrationStatus;
const registration = { email: 'ada@example.com' } as RegistrationForm;

describe('the email verification after a login', () => {
  it('shows the address, verifies the code, announces it, and goes on with the continue flow', async () => {
    const submitted = vi.fn();
    const machine = loginEmailVerificationMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => ({ status, registration })),
        step: emailVerificationMachine.provide({
          actors: {
            submitVerificationCode: fromPromise(async ({ input }) => submitted(input.code)),
          },
        }),
      },
    });
    const actor = createActor(machine, { input: { layout: 'web' } });
    const analytics = vi.fn();
    actor.on('analytics', analytics);
    actor.start();
    await waitFor(actor, (s) => s.matches('verifying'));
    const step = actor.getSnapshot().children.step as EmailVerificationRef | undefined;
    expect(step?.getSnapshot().context.email).toBe('ada@example.com');
    step?.send({ type: 'code.change', code: '123456' });
    step?.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveBeenCalledWith('123456');
    expect(analytics).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'confirm_email_complete', properties: { method: 'code' } }),
    );
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it("shows the server's own message for a refused code, as the sign-up's step does (QA 13)", async () => {
    const machine = loginEmailVerificationMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => ({ status, registration })),
        step: emailVerificationMachine.provide({
          actors: {
            submitVerificationCode: fromPromise<void, { code: string }>(async () => {
              throw new ApiError({
                code: 'HTTP_ERROR',
                message: 'Oops',
                action: 'verify your email',
                status: 422,
                fieldErrors: { verificationCode: 'Code has expired, request a new one' },
              });
            }),
          },
        }),
      },
    });
    const actor = createActor(machine, { input: { layout: 'web' } }).start();
    await waitFor(actor, (s) => s.matches('verifying'));
    const step = actor.getSnapshot().children.step as EmailVerificationRef;
    step.send({ type: 'code.change', code: '123456' });
    step.send({ type: 'code.submit' });
    await waitFor(step, (s) => s.matches('editing') && s.context.codeError !== null);
    expect(step.getSnapshot().context.codeError).toBe('Code has expired, request a new one');
  });

  it.each(['VERIFIED', 'SKIPPED', null] as const)(
    'goes on with the continue flow, no code asked, when the email is %s (QA 17)',
    async (email) => {
      const submitted = vi.fn();
      const machine = loginEmailVerificationMachine.provide({
        actors: {
          loadAccount: fromPromise(async () => ({
            status: { ...status, emailVerificationStatus: email } as RegistrationStatus,
            registration,
          })),
          step: emailVerificationMachine.provide({
            actors: { submitVerificationCode: fromPromise(async () => submitted()) },
          }),
        },
      });
      const actor = createActor(machine, { input: { layout: 'web' } }).start();
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
      expect(submitted).not.toHaveBeenCalled();
    },
  );

  it('says the account could not be read, and reads it again on retry', async () => {
    let fail = true;
    const machine = loginEmailVerificationMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => {
          if (fail) throw new Error('boom');
          return { status, registration };
        }),
      },
    });
    const actor = createActor(machine, { input: { layout: 'web' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('boom');
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('verifying'));
  });
});
