import {
  noteEntering,
  noteOnPatronPage,
  rememberReturn,
  sessionEndedOn,
  takeReturn,
} from './return-after-login';

describe('the page a login returns to (decision 078)', () => {
  it('is the page a visitor was sent to login from, taken once', () => {
    const app = {};
    rememberReturn(app, '/rg/deposit_limits');
    expect(takeReturn(app)).toBe('/rg/deposit_limits');
    expect(takeReturn(app)).toBeNull();
  });

  it("is the patron's page the session ended on (QA 7)", () => {
    const app = {};
    noteEntering(app, '/rg/loss_limits');
    noteOnPatronPage(app);
    sessionEndedOn(app, '/rg/loss_limits');
    expect(takeReturn(app)).toBe('/rg/loss_limits');
  });

  it('is not a page the patron had left, nor one that let no patron in', () => {
    const app = {};
    noteEntering(app, '/rg/loss_limits');
    noteOnPatronPage(app);
    noteEntering(app, '/user_preferences');
    sessionEndedOn(app, '/user_preferences');
    expect(takeReturn(app)).toBeNull();
    sessionEndedOn(app, '/web/signup/create_account');
    expect(takeReturn(app)).toBeNull();
  });
});
