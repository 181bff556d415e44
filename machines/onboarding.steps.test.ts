import type { RegistrationForm } from '../api/registration';
import { initialContext } from './onboarding.context';
import { stepInput } from './onboarding.steps';

const withDraftEmail = (email: string, registration: Partial<RegistrationForm> | null) => ({
  ...initialContext({
    layout: 'web',
    brandName: 'Northstar',
    regionCode: 'US-NJ',
    restored: { draft: { email } as never },
  }),
  registration: registration as RegistrationForm | null,
});

describe("a step's input", () => {
  it('names the address the patron typed when the registration leaves it out (QA 6)', () => {
    expect(stepInput(withDraftEmail('ada@example.test', {})).registration.email).toBe(
      'ada@example.test',
    );
    expect(stepInput(withDraftEmail('ada@example.test', null)).registration.email).toBe(
      'ada@example.test',
    );
  });

  it("keeps the server's address when it gives one", () => {
    const context = withDraftEmail('typo@example.test', { email: 'ada@example.test' });
    expect(stepInput(context).registration.email).toBe('ada@example.test');
  });

  it('adds nothing when nothing was typed in this tab', () => {
    expect(stepInput(withDraftEmail('', {})).registration).toEqual({});
  });
});
