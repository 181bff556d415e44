import { HttpResponse, http, type JsonBodyType } from 'msw';
import { network as networkCopy } from '../copy/spec/network';
import { password as passwordCopy } from '../copy/spec/password';
import { API_BASE, setupApiServer } from '../test/api-server';
import { passwordResetFailure, resetPassword } from './password';

const server = setupApiServer();

/** What the page makes of a POST /i/password_resets that answers `body` with `status`. */
async function failureOf(status: number, body: JsonBodyType) {
  server.use(http.post(`${API_BASE}/i/password_resets`, () => HttpResponse.json(body, { status })));
  const error = await resetPassword({ password: 'Brandnew42', token: 't' }).catch((e) => e);
  return passwordResetFailure(error);
}

describe('a failed password reset', () => {
  it("shows the password field's first error, even when another field comes first", async () => {
    const failure = await failureOf(422, {
      errors: { email: ['Email words'], passwords: ['Too short', 'No digit'] },
    });
    expect(failure).toEqual({ kind: 'invalid', message: 'Too short' });
  });

  it("shows the confirmation's first error when the password has none", async () => {
    const failure = await failureOf(422, { errors: { password_confirmation: ['Does not match'] } });
    expect(failure).toEqual({ kind: 'invalid', message: 'Does not match' });
  });

  it('reads an error of the token field as the expired link, whatever else the map says (QA 10)', async () => {
    for (const errors of [
      { password_reset_token: ['is invalid'] },
      { passwords: ['Too short'], password_reset_token: ['has expired'] },
    ]) {
      const failure = await failureOf(422, { errors });
      expect(failure).toEqual({ kind: 'linkExpired', message: passwordCopy.linkExpired });
    }
  });

  it("gives the catalogue's generic words, never a field's, for an error of a field the form has not (QA 10)", async () => {
    const failure = await failureOf(422, { errors: { email: ['Email words'] } });
    expect(failure).toEqual({ kind: 'refused', message: networkCopy.generic });
  });

  it("gives the catalogue's generic words, never the link-expired text, for a failure of another kind", async () => {
    const failure = await failureOf(500, { error: { code: 'boom', message: 'server words' } });
    expect(failure).toEqual({ kind: 'refused', message: networkCopy.generic });
    expect(passwordResetFailure('not an error')).toEqual({
      kind: 'refused',
      message: networkCopy.generic,
    });
  });

  it.each(['password_reset_token_expired', 'invalid_password_reset_token'])(
    'reads the %s code as the expired link',
    async (code) => {
      const failure = await failureOf(422, { error: { code, message: 'x' } });
      expect(failure).toEqual({ kind: 'linkExpired', message: passwordCopy.linkExpired });
    },
  );
});
