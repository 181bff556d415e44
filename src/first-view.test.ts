import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, type AnyActorRef, createActor, fromPromise } from 'xstate';
import type { AccountDraft } from '../machines/account-form';
import { createAccountMachine, type ReferenceData } from '../machines/create-account.machine';
import * as createAccountSelectors from '../machines/create-account.selectors';
import { flashMachine } from '../machines/flash.machine';
import type { PersistedOnboarding } from '../machines/onboarding.context';
import {
  type OnboardingInput,
  onboardingMachine,
  type SyncResult,
} from '../machines/onboarding.machine';
import * as onboardingSelectors from '../machines/onboarding.selectors';
import type { Layout } from '../machines/route-derivation';
import { deferActor } from './deferred-actor';
import { createAccountFirstView, flashFirstView, onboardingFirstView } from './first-view';

// Decision 073: until the machines load, the first screen reads their first view
// (src/first-view.ts). Every selector a screen reads must answer the same on that view as on the
// machines themselves, in their first state, however the sign-up starts and whatever is typed
// before they arrive. A change to the machines that the view does not follow fails here.

// The machines held in their first state: nothing they call ever answers.
const never = <T, TInput = unknown>() => fromPromise<T, TInput>(() => new Promise<T>(() => {}));
const heldMachine = onboardingMachine.provide({
  actors: {
    createAccount: createAccountMachine.provide({
      actors: { loadReferenceData: never<ReferenceData>() },
    }),
    loadReferenceData: never<ReferenceData, { regionCode: string }>(),
    syncRegistration: never<SyncResult>(),
  },
});

type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;
type CreateAccountActor = ActorRefFrom<typeof createAccountMachine>;

/** The real machine and the stand-in, started alike. */
function both(input: OnboardingInput) {
  const real = createActor(heldMachine, { input }) as unknown as OnboardingActor;
  let child: CreateAccountActor | null = null;
  const standIn = deferActor<OnboardingActor>(
    onboardingFirstView(input, (context) => {
      child = deferActor<CreateAccountActor>(createAccountFirstView(context)).actor;
      return child;
    }),
  ).actor;
  real.start();
  standIn.start();
  return { real, standIn, standInChild: () => child };
}

/** Every `select…` export of a selectors module, but those that hand out an actor. */
const selectorsOf = (module: Record<string, unknown>, refs: string[]) =>
  Object.entries(module).filter(
    (entry): entry is [string, (snapshot: never) => unknown] =>
      entry[0].startsWith('select') && typeof entry[1] === 'function' && !refs.includes(entry[0]),
  );
const ONBOARDING_SELECTORS = selectorsOf(onboardingSelectors, [
  'selectCreateAccountRef',
  'selectStepRef',
]);
const CREATE_ACCOUNT_SELECTORS = selectorsOf(createAccountSelectors, []);

function expectSameView(
  real: AnyActorRef,
  standIn: AnyActorRef,
  selectors: typeof ONBOARDING_SELECTORS,
) {
  expect(selectors.length).toBeGreaterThan(5);
  for (const [name, select] of selectors) {
    expect(select(standIn.getSnapshot() as never), `${name} on the first view`).toEqual(
      select(real.getSnapshot() as never),
    );
  }
}

const createAccountOf = (actor: OnboardingActor) =>
  onboardingSelectors.selectCreateAccountRef(actor.getSnapshot()) ?? null;

const LAYOUTS: Layout[] = ['web', 'mobileWeb', 'native'];
const RESTORED: [string, Partial<PersistedOnboarding> | null][] = [
  ['a fresh sign-up', null],
  [
    'a reload on the password page',
    {
      draft: { firstName: 'Ada', email: 'ada@example.test' } as AccountDraft,
      preRegistrationPage: 'password',
    },
  ],
  ['a reload after the account was created', { preRegistrationComplete: true }],
];

describe('the first view matches the machines it stands for', () => {
  for (const layout of LAYOUTS) {
    for (const [name, restored] of RESTORED) {
      const input: OnboardingInput = {
        layout,
        brandName: 'Northstar',
        regionCode: 'US-NJ',
        inFrame: false,
        restored,
      };

      it(`${name} on the ${layout} layout: every selector, before and after typing`, () => {
        const { real, standIn, standInChild } = both(input);
        expectSameView(real, standIn, ONBOARDING_SELECTORS);
        const realChild = createAccountOf(real);
        const child = standInChild();
        expect(Boolean(child)).toBe(Boolean(realChild));
        expect(Boolean(createAccountOf(standIn))).toBe(Boolean(realChild));
        if (!realChild || !child) return;

        expectSameView(realChild, child, CREATE_ACCOUNT_SELECTORS);
        const typing = [
          { type: 'draft.change', field: 'firstName', value: 'Grace' },
          { type: 'draft.change', field: 'promoCode', value: 'WELCOME' },
          { type: 'secret.change', field: 'password', value: 'Correct1horse' },
          { type: 'draft.change', field: 'receivePromotionalEmails', value: true },
        ] as const;
        for (const event of typing) {
          realChild.send(event);
          child.send(event);
          expectSameView(realChild, child, CREATE_ACCOUNT_SELECTORS);
        }
        expectSameView(real, standIn, ONBOARDING_SELECTORS);
        real.stop();
      });

      it(`${name} on the ${layout} layout: a resume asked for before the machine runs`, () => {
        const { real, standIn } = both(input);
        real.send({ type: 'registration.resume' });
        standIn.send({ type: 'registration.resume' });
        expectSameView(real, standIn, ONBOARDING_SELECTORS);
        expect(Boolean(createAccountOf(standIn))).toBe(Boolean(createAccountOf(real)));
        real.stop();
      });
    }
  }

  it('the flash messages start with none, as the machine does', () => {
    const real = createActor(flashMachine).start();
    const standIn = deferActor<ActorRefFrom<typeof flashMachine>>(flashFirstView()).actor;
    expect(standIn.getSnapshot().context).toEqual(real.getSnapshot().context);
    real.stop();
  });
});
