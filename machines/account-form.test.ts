import { describe, expect, it } from 'vitest';
import { form as formCopy } from '../copy/ours/sign-up';
import { brand as brandCopy } from '../copy/spec/brand';
import { EMPTY_DRAFT, EMPTY_SECRETS, validateAccount } from './account-form';

const context = { brandName: 'Northstar Sports', requiredPolicyIds: [] };
const usernameError = (username: string) =>
  validateAccount({ ...EMPTY_DRAFT, username }, EMPTY_SECRETS, context, ['username']).username;

describe('validateAccount: the username', () => {
  it("says a missing username is required, in the spec's brand words", () => {
    expect(usernameError('')).toBe(brandCopy.usernameRequired('Northstar Sports'));
    expect(usernameError('   ')).toBe(brandCopy.usernameRequired('Northstar Sports'));
  });

  it('says what a typed username that breaks the format needs, not that it is required', () => {
    for (const typed of ['ab', 'john.doe', 'a'.repeat(21), 'has space']) {
      expect(usernameError(typed)).toBe(formCopy.usernameFormat);
    }
  });

  it('accepts 3 to 20 letters, numbers or underscores', () => {
    for (const typed of ['abc', 'mary_jackson_2026', 'a'.repeat(20)]) {
      expect(usernameError(typed)).toBeUndefined();
    }
  });
});
