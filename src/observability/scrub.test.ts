import { describe, expect, it } from 'vitest';
import { plainFields, scrubContext, scrubUrl, scrubUrlsIn } from './scrub';

describe('what leaves the page for the observability services', () => {
  it('keeps a URL without its query and fragment (tokens and OAuth parameters travel there)', () => {
    expect(scrubUrl('https://app.example/user_preferences?token=s3cret#top')).toBe(
      'https://app.example/user_preferences',
    );
    expect(scrubUrl('/email_verification?verification_token=abc')).toMatch(/\/email_verification$/);
    expect(scrubUrlsIn('GET https://api.example/i/x?password_reset_token=t failed')).toBe(
      'GET https://api.example/i/x failed',
    );
  });

  it('keeps only the ids, enums and statuses of an event: never a code, a name or free text', () => {
    expect(
      plainFields({
        type: 'submit',
        id: 42,
        status: 'pendingKyc',
        regionCode: 'NJ',
        code: '123456',
        email: 'jo@example.com',
        username: 'jdoe',
        value: 'anything',
        reason: 'a sentence with spaces',
        route: '/signup/email?x=1',
      }),
    ).toEqual({ type: 'submit', id: 42, status: 'pendingKyc', regionCode: 'NJ' });
  });

  it("redacts a report's context by field name and strips every URL's query", () => {
    expect(
      scrubContext({
        where: 'boot',
        url: 'https://api.example/i/user_preferences?token=abc',
        password: 'hunter22',
        nested: { phoneNumber: '2015550123', list: 'countries' },
      }),
    ).toEqual({
      where: 'boot',
      url: 'https://api.example/i/user_preferences',
      password: '[redacted]',
      nested: { phoneNumber: '[redacted]', list: 'countries' },
    });
  });
});
