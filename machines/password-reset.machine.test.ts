import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { PASSWORD_RESET_ROUTES, passwordResetMachine } from './password-reset.machine';
import { passwordResetRequestMachine } from './password-reset-request.machine';

const RULES = { tooShort: 'too short', differ: 'differ' };
const coded = (serverCode: string) =>
  new ApiError({
    code: 'HTTP_ERROR',
    status: 422,
    action: 'reset your password',
    message: 'x',
    serverCode,
  });

function reset(token: string | null, result: () => Promise<void>) {
  const sent: unknown[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        resetPassword: fromPromise(async ({ input }) => {
          sent.push(input);
          return result();
        }),
      },
    }),
    { input: { token, rules: RULES } },
  ).start();
  const fill = (password: string, confirm = password) => {
    actor.send({ type: 'password.change', value: password });
    actor.send({ type: 'confirm.change', value: confirm });
    actor.send({ type: 'submit' });
  };
  return { actor, sent, fill };
}

describe('choosing a new password from the reset link', () => {
  it('sends the password with the token once and ends on the done page, forgetting both', async () => {
    const { actor, sent, fill } = reset('tok-1', async () => {});
    fill('Newpass123');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ password: 'Newpass123', token: 'tok-1' }]);
    expect(done.output).toEqual({ route: PASSWORD_RESET_ROUTES.done });
    expect(JSON.stringify(done.context)).not.toMatch(/Newpass123|tok-1/);
  });

  it('goes to the link-expired page without a token', () => {
    const { actor } = reset(null, async () => {});
    expect(actor.getSnapshot().output).toEqual({ route: '/password_reset_link_expired' });
  });

  for (const code of ['password_reset_token_expired', 'invalid_password_reset_token']) {
    it(`goes to the link-expired page on ${code}`, async () => {
      const { actor, fill } = reset('tok', () => Promise.reject(coded(code)));
      fill('Newpass123');
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ route: PASSWORD_RESET_ROUTES.expired });
    });
  }

  it('goes to the locked page on sms_pin_locked', async () => {
    const { actor, fill } = reset('tok', () => Promise.reject(coded('sms_pin_locked')));
    fill('Newpass123');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ route: '/locked/password' });
  });

  it('shows the first password error of a 422 and keeps the form', async () => {
    const refused = new ApiError({
      code: 'HTTP_ERROR',
      status: 422,
      action: 'reset your password',
      message: 'x',
      fieldErrors: { password: 'Password is too common' },
    });
    const { actor, fill } = reset('tok', () => Promise.reject(refused));
    fill('Newpass123');
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.password !== undefined);
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password is too common' });
    expect(actor.getSnapshot().context.password).toBe('Newpass123');
  });

  it("shows a refusal of a field the form has not as the catalogue's alert, not at the password (QA 10)", async () => {
    const refused = new ApiError({
      code: 'HTTP_ERROR',
      status: 422,
      action: 'reset your password',
      message: networkCopy.generic,
      fieldErrors: { email: 'is taken' },
    });
    const { actor, fill } = reset('tok', () => Promise.reject(refused));
    fill('Newpass123');
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.form !== undefined);
    expect(actor.getSnapshot().context.errors).toEqual({ form: networkCopy.generic });
    expect(actor.getSnapshot().context.answerLost).toBe(false);
    expect(actor.getSnapshot().context.password).toBe('Newpass123');
  });

  it('goes to the link-expired page when a 422 refuses the token field (QA 10)', async () => {
    const refused = new ApiError({
      code: 'HTTP_ERROR',
      status: 422,
      action: 'reset your password',
      message: networkCopy.generic,
      fieldErrors: { passwordResetToken: 'is invalid' },
    });
    const { actor, fill } = reset('tok', () => Promise.reject(refused));
    fill('Newpass123');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ route: '/password_reset_link_expired' });
  });

  it("shows a network failure as the form's alert, not the password's, keeping what was typed (QA res 2b)", async () => {
    const failures = [
      new ApiError({
        code: 'TIMEOUT_ERROR',
        message: 'took too long',
        action: 'reset your password',
      }),
      new ApiError({
        code: 'HTTP_ERROR',
        status: 503,
        message: 'oops',
        action: 'reset your password',
      }),
    ];
    for (const failure of failures) {
      const { actor, fill } = reset('tok', () => Promise.reject(failure));
      fill('Newpass123');
      await waitFor(actor, (s) => s.matches('editing') && s.context.errors.form !== undefined);
      expect(actor.getSnapshot().context.errors).toEqual({ form: failure.message });
      expect(actor.getSnapshot().context.password).toBe('Newpass123');
      expect(actor.getSnapshot().context.confirm).toBe('Newpass123');
    }
  });

  it('says the password may have changed when a retry after a lost answer finds the link dead (QA res 2c)', async () => {
    const answers = [
      new ApiError({ code: 'CONNECTION_ERROR', message: 'no network', action: 'reset' }),
      coded('invalid_password_reset_token'),
    ];
    const { actor, sent, fill } = reset('tok', () => Promise.reject(answers.shift()));
    fill('Newpass123');
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.form !== undefined);
    actor.send({ type: 'submit' });
    const changed = await waitFor(actor, (s) => s.matches('mayBeChanged'));
    expect(sent).toHaveLength(2);
    expect(changed.status).toBe('active');
    expect(JSON.stringify(changed.context)).not.toMatch(/Newpass123|"tok"/);
  });

  it('calls the link expired when a field refusal came between the lost answer and the dead link', async () => {
    const answers = [
      new ApiError({ code: 'CONNECTION_ERROR', message: 'no network', action: 'reset' }),
      new ApiError({
        code: 'HTTP_ERROR',
        status: 422,
        action: 'reset your password',
        message: 'x',
        fieldErrors: { password: 'Password is too common' },
      }),
      coded('password_reset_token_expired'),
    ];
    const { actor, fill } = reset('tok', () => Promise.reject(answers.shift()));
    fill('Newpass123');
    await waitFor(actor, (s) => s.context.errors.form !== undefined);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.errors.password !== undefined);
    actor.send({ type: 'submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ route: PASSWORD_RESET_ROUTES.expired });
  });

  it('checks the rule and the confirmation before sending anything', () => {
    const { actor, sent, fill } = reset('tok', async () => {});
    fill('short');
    expect(actor.getSnapshot().context.errors).toEqual({ password: RULES.tooShort });
    fill('Newpass123', 'Newpass124');
    // The confirmation is the field that is wrong (QA 3 L5).
    expect(actor.getSnapshot().context.errors).toEqual({ confirm: RULES.differ });
    expect(sent).toEqual([]);
  });
});

describe('the password reset request', () => {
  function request(result: () => Promise<void>) {
    const sent: unknown[] = [];
    const actor = createActor(
      passwordResetRequestMachine.provide({
        actors: {
          requestPasswordReset: fromPromise(async ({ input }) => {
            sent.push(input);
            return result();
          }),
        },
      }),
      { input: { emailRequired: 'enter it' } },
    ).start();
    return { actor, sent };
  }

  it('sends the typed email and ends on the sent page', async () => {
    const { actor, sent } = request(async () => {});
    actor.send({ type: 'email.change', value: ' ada@example.com ' });
    actor.send({ type: 'submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
    expect(done.output).toEqual({ route: '/password_reset_request/sent' });
  });

  it('asks for an email before sending', () => {
    const { actor, sent } = request(async () => {});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'enter it' });
    expect(sent).toEqual([]);
  });

  it('shows a failure that says nothing of the email above the form, the email left valid (QA 5)', async () => {
    const { actor } = request(() =>
      Promise.reject(
        new ApiError({
          code: 'TIMEOUT_ERROR',
          message:
            'Took too long to request a password reset, please check your connection and try again!',
          action: 'request a password reset',
        }),
      ),
    );
    actor.send({ type: 'email.change', value: 'ada@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ada@example.com',
      errors: {},
      formError: expect.stringContaining('Took too long'),
    });
  });

  it('shows the first server error and keeps the email', async () => {
    const { actor } = request(() =>
      Promise.reject(
        new ApiError({
          code: 'HTTP_ERROR',
          status: 422,
          message: 'Enter a valid email address',
          action: 'request a password reset',
        }),
      ),
    );
    actor.send({ type: 'email.change', value: 'ada@' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.email !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ada@',
      errors: { email: 'Enter a valid email address' },
    });
  });
});
