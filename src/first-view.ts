import type { ActorRefFrom } from 'xstate';
import {
  type CreateAccountContext,
  initialCreateAccountContext,
  withDraftChange,
  withSecretChange,
} from '../machines/create-account.context';
import type { CreateAccountEvent, createAccountMachine } from '../machines/create-account.machine';
import type { CreateAccountSnapshot } from '../machines/create-account.selectors';
import { initialFlashContext } from '../machines/flash.context';
import type { FlashEvent, flashMachine } from '../machines/flash.machine';
import {
  createAccountInput,
  initialContext,
  type OnboardingContext,
  type OnboardingInput,
} from '../machines/onboarding.context';
import type { OnboardingEvent } from '../machines/onboarding.machine';
import type { OnboardingSnapshot } from '../machines/onboarding.selectors';
import type { FirstView } from './deferred-actor';

/**
 * What the sign-up machines show before their code has loaded (decision 073): their first
 * snapshot, as far as the first screen's selectors read it, built from the machines' own context
 * functions. machines/first-view.test.ts holds every such selector equal on this view and on the
 * running machines, fresh and restored, before and after typing.
 */

type StateValue = string | { [region: string]: StateValue };

/** XState's `matches` for a fixed state value: a parent state or a region's state. */
function matchesValue(value: StateValue, test: StateValue): boolean {
  if (typeof test === 'string')
    return typeof value === 'string' ? value === test : Object.hasOwn(value, test);
  if (typeof value === 'string') return false;
  return Object.entries(test).every(
    ([region, inner]) => region in value && matchesValue(value[region] as StateValue, inner),
  );
}

function snapshotOf<TContext>(
  value: StateValue,
  context: TContext,
  tags: string[],
  children: Record<string, unknown> = {},
) {
  return {
    status: 'active' as const,
    value,
    context,
    children,
    output: undefined,
    error: undefined,
    tags: new Set(tags),
    matches: (test: StateValue) => matchesValue(value, test),
    hasTag: (tag: string) => tags.includes(tag),
    can: () => false,
  };
}

type CreateAccountRef = ActorRefFrom<typeof createAccountMachine>;

/** Create Your Account while its reference data loads: the form, with what is typed shown. */
export function createAccountFirstView(
  onboarding: OnboardingContext,
): FirstView<CreateAccountSnapshot, CreateAccountEvent> {
  const view = (context: CreateAccountContext) =>
    snapshotOf({ reference: 'loading', form: 'editing' }, context, [
      'referenceLoading',
    ]) as unknown as CreateAccountSnapshot;
  return {
    initial: view(initialCreateAccountContext(createAccountInput(onboarding))),
    apply: (snapshot, event) => {
      const { context } = snapshot;
      if (event.type === 'draft.change')
        return view({ ...context, ...withDraftChange(context, event) });
      if (event.type === 'secret.change')
        return view({ ...context, ...withSecretChange(context, event) });
      // Continue, Back and the submit wait for the machine, which validates them.
      return snapshot;
    },
  };
}

/**
 * The onboarding machine's first state: Create Your Account (its child runs from the start) or,
 * for a sign-up this tab saved after the account was created, booting. A resume asked for before
 * the machine runs (/continue_registration) boots too, as the machine would without reference data.
 */
export function onboardingFirstView(
  input: OnboardingInput,
  createAccount: (context: OnboardingContext) => CreateAccountRef,
): FirstView<OnboardingSnapshot, OnboardingEvent> {
  const view = (value: string, context: OnboardingContext, children = {}) =>
    snapshotOf(
      value,
      context,
      value === 'booting' ? ['loading'] : [],
      children,
    ) as unknown as OnboardingSnapshot;
  const context = initialContext(input);
  return {
    initial: view(context.preRegistrationComplete ? 'booting' : 'preRegistration', context),
    started: (snapshot) =>
      snapshot.matches('preRegistration')
        ? view('preRegistration', snapshot.context, {
            createAccount: createAccount(snapshot.context),
          })
        : snapshot,
    apply: (snapshot, event) =>
      event.type === 'registration.resume' && snapshot.matches('preRegistration')
        ? view('booting', { ...snapshot.context, preRegistrationComplete: true })
        : snapshot,
  };
}

/** The flash messages' first state: none yet (what is sent meanwhile shows once it runs). */
export const flashFirstView = (): FirstView<
  ReturnType<ActorRefFrom<typeof flashMachine>['getSnapshot']>,
  FlashEvent
> => ({
  initial: snapshotOf({}, initialFlashContext(), []) as unknown as ReturnType<
    ActorRefFrom<typeof flashMachine>['getSnapshot']
  >,
});
