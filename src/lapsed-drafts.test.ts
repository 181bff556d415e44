import { assign, createActor, createMachine } from 'xstate';
import { memoryStorage } from '../test/memory-storage';
import { clearAcrossSessions, loggedInElsewhere, type SessionChange } from './lapsed-drafts';
import {
  clearPersistedOnboarding,
  LOGIN_DRAFT_KEY,
  persistOnboarding,
  STORAGE_KEY,
} from './onboarding-persistence';

const storage = memoryStorage();
const DEPOSIT = 'flow:cashflowLimits';
const typed = JSON.stringify({ type: 'deposit', daily: '150' });

/** What the session actor does with the machine's clearPersistedSignup (src/session-actor.ts). */
const sessionChange = (change: SessionChange & { keepLoginDraft?: boolean }) =>
  clearAcrossSessions(storage, change, () => clearPersistedOnboarding(storage, change));

/** The tab after a login of `userId` in which the patron typed a deposit limit. */
function typedAfterLoginOf(userId: string) {
  sessionChange({ keepLoginDraft: true, loggedInUser: userId });
  storage.setItem(DEPOSIT, typed);
  storage.setItem(STORAGE_KEY, '{"draft":{}}');
  storage.setItem(LOGIN_DRAFT_KEY, 'ada@example.com');
}

const flowKeys = () =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) =>
    key?.startsWith('flow:'),
  );

describe("a lapsed session's drafts (decision 076, amended 2026-11-28)", () => {
  it('wait, unread by any flow, for the next login, and come back when it is the same user', () => {
    typedAfterLoginOf('42');
    sessionChange({ lapsed: true });
    // Nothing a flow reads is left while the tab is signed out, nor the saved sign-up.
    expect(flowKeys()).toEqual([]);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(storage.getItem(LOGIN_DRAFT_KEY)).toBeNull();
    sessionChange({ keepLoginDraft: true, loggedInUser: '42' });
    expect(storage.getItem(DEPOSIT)).toBe(typed);
    // Taken back once: a second lapse and another user's login find nothing of them.
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '7' });
    expect(flowKeys()).toEqual([]);
    sessionChange({ keepLoginDraft: true, loggedInUser: '42' });
    expect(flowKeys()).toEqual([]);
  });

  it("are another user's loss, never their gain: a login of someone else drops them", () => {
    typedAfterLoginOf('42');
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '43' });
    expect(flowKeys()).toEqual([]);
    expect(storage.length).toBe(1); // only whose drafts the tab now writes
  });

  it('are dropped by any other end of a session: a logout, a suspension, a login owing its code', () => {
    typedAfterLoginOf('42');
    sessionChange({ lapsed: true });
    sessionChange({});
    sessionChange({ keepLoginDraft: true, loggedInUser: '42' });
    expect(flowKeys()).toEqual([]);
  });

  it('are not kept for a session no login of this tab made (a sign-up, one found on a reload)', () => {
    storage.setItem(DEPOSIT, typed);
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '42' });
    expect(flowKeys()).toEqual([]);
  });

  it('leave a logout with nothing of them, whose they were included', () => {
    typedAfterLoginOf('42');
    sessionChange({});
    expect(storage.length).toBe(0);
  });

  it('throw nothing where the browser refuses storage, and the clear still runs', () => {
    const clear = vi.fn();
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as Storage;
    expect(() => clearAcrossSessions(refusing, { lapsed: true }, clear)).not.toThrow();
    expect(() => clearAcrossSessions(refusing, { loggedInUser: '42' }, clear)).not.toThrow();
    expect(clear).toHaveBeenCalledTimes(2);
  });
});

describe("a lapsed session's saved sign-up (decision 076, QA 16)", () => {
  const signUp = (draft: object) =>
    JSON.stringify({ preRegistrationComplete: true, draft, stepDrafts: { pii: { name: 'Ada' } } });
  const madeHere = signUp({ email: 'Ada@Example.com', username: 'ada_l' });

  beforeEach(() => storage.clear());

  it('comes back to the login of the user id whose login made the session, and to no one else', () => {
    typedAfterLoginOf('42');
    const resumed = signUp({});
    storage.setItem(STORAGE_KEY, resumed);
    sessionChange({ lapsed: true });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    sessionChange({ keepLoginDraft: true, loggedInUser: '42', loginName: 'anyone' });
    expect(storage.getItem(STORAGE_KEY)).toBe(resumed);

    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '43', loginName: 'anyone' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(JSON.stringify({ ...storage })).not.toContain('Ada');
  });

  it("comes back to a login with the sign-up's email or username, trimmed and in any case", () => {
    for (const loginName of ['  ada@example.COM ', 'ADA_L']) {
      storage.setItem(STORAGE_KEY, madeHere);
      sessionChange({ lapsed: true });
      expect(storage.getItem(STORAGE_KEY)).toBeNull();
      sessionChange({ keepLoginDraft: true, loggedInUser: '42', loginName });
      expect(storage.getItem(STORAGE_KEY)).toBe(madeHere);
      sessionChange({});
    }
  });

  it("is never another patron's: a login with another name drops it, and a later one finds nothing", () => {
    storage.setItem(STORAGE_KEY, madeHere);
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '7', loginName: 'grace@example.com' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '42', loginName: 'ada_l' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(JSON.stringify({ ...storage })).not.toContain('Ada');
  });

  it('is dropped by any other end of the session, and kept for no one when it names no one', () => {
    storage.setItem(STORAGE_KEY, madeHere);
    sessionChange({ lapsed: true });
    sessionChange({});
    sessionChange({ keepLoginDraft: true, loggedInUser: '42', loginName: 'ada_l' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();

    sessionChange({}); // a logout: the tab then holds no login's user id
    storage.setItem(STORAGE_KEY, signUp({ email: ' ', username: '' }));
    sessionChange({ lapsed: true });
    expect(storage.length).toBe(0);
  });

  it('is what the sign-up typed last: a save still waiting for its debounce is written first', () => {
    const draft = { username: 'ada_l', email: '', acceptedPolicyIds: [] };
    const form = createActor(
      createMachine({
        context: { draft },
        on: { typed: { actions: assign({ draft: { ...draft, email: 'ada@example.com' } }) } },
      }),
    ).start();
    // The debounce is a minute here: the change is seen, not yet written, when the session lapses.
    persistOnboarding(form as unknown as Parameters<typeof persistOnboarding>[0], storage, 60_000);
    form.send({ type: 'typed' });
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    sessionChange({ lapsed: true });
    sessionChange({ keepLoginDraft: true, loggedInUser: '42', loginName: 'ada@example.com' });
    expect(storage.getItem(STORAGE_KEY)).toContain('"email":"ada@example.com"');
  });
});

describe("another tab's login (QA 17)", () => {
  beforeEach(() => storage.clear());

  it("drops another patron's drafts and saved sign-up; what is typed next is the new patron's", () => {
    typedAfterLoginOf('42');
    expect(loggedInElsewhere(storage, '77')).toBe(true);
    expect(flowKeys()).toEqual([]);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(storage.getItem('drafts:owner')).toBe('77');
  });

  it("keeps the same patron's drafts and saved sign-up", () => {
    typedAfterLoginOf('42');
    expect(loggedInElsewhere(storage, '42')).toBe(false);
    expect(storage.getItem(DEPOSIT)).toBe(typed);
    expect(storage.getItem(STORAGE_KEY)).toBe('{"draft":{}}');
  });

  it('drops drafts whose owner is not known', () => {
    typedAfterLoginOf('42');
    storage.removeItem('drafts:owner');
    expect(loggedInElsewhere(storage, '42')).toBe(true);
    expect(flowKeys()).toEqual([]);
  });

  it("leaves a lapsed session's drafts waiting for their own patron's login", () => {
    typedAfterLoginOf('42');
    sessionChange({ lapsed: true });
    loggedInElsewhere(storage, '77');
    sessionChange({ keepLoginDraft: true, loggedInUser: '42' });
    expect(storage.getItem(DEPOSIT)).toBe(typed);
  });
});

describe("the page a lapsed session's patron returns to (QA 17, decision 078)", () => {
  beforeEach(() => storage.clear());
  const lapse = (returnTo: string | null) =>
    clearAcrossSessions(storage, { lapsed: true, returnTo }, () =>
      clearPersistedOnboarding(storage),
    );
  const login = (userId: string) => sessionChange({ keepLoginDraft: true, loggedInUser: userId });

  it('waits with the drafts over a reload, for the same user’s login only, once', () => {
    typedAfterLoginOf('42');
    lapse('/rg/deposit_limits');
    expect(login('42')).toBe('/rg/deposit_limits');
    lapse(null);
    expect(login('42')).toBeNull();
  });

  it("is dropped with the drafts by another user's login and by a logout", () => {
    typedAfterLoginOf('42');
    lapse('/rg/deposit_limits');
    expect(login('43')).toBeNull();
    typedAfterLoginOf('42');
    lapse('/rg/deposit_limits');
    sessionChange({});
    expect(login('42')).toBeNull();
  });

  it('is only a bare path the router knows, and only for a session whose user is known', () => {
    typedAfterLoginOf('42');
    lapse('/rg/deposit_limits?token=secret');
    expect(JSON.stringify({ ...storage })).not.toContain('secret');
    expect(login('42')).toBeNull();
    sessionChange({});
    storage.setItem(DEPOSIT, typed);
    lapse('/rg/deposit_limits');
    expect(login('42')).toBeNull();
  });
});
