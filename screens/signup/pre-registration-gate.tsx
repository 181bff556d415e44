import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createAccountMachine } from '../../machines/create-account.machine';
import {
  selectCreateAccountMode,
  selectCreateAccountRef,
} from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import SignupEntryScreen from './signup-entry';

/**
 * Shows the create-account form while the Create Your Account machine runs (from the first
 * render: it does not wait for the policies); after it (syncing, or a failure with its retry)
 * the entry view stands in, so nothing typed goes into a form no machine is listening to.
 */
// The phone step (/signup/phone_number once the account exists): loaded only then, so none of
// it lands in the first screen's bundle (decision 005).
const PhoneNumberStepScreen = lazy(() => import('./phone-verification'));

export function PreRegistrationGate({ children }: { children: ReactNode }) {
  const { onboarding } = useActors();
  const mode = useSelector(onboarding, selectCreateAccountMode);
  if (mode === 'form') return children;
  // The mobile phone page doubles as the phone step once the account exists.
  if (mode === 'step')
    return (
      <Suspense fallback={null}>
        <PhoneNumberStepScreen />
      </Suspense>
    );
  return <SignupEntryScreen />;
}

/**
 * The Create Your Account actor, for the parts of the form inside the gate (which renders them
 * only while that actor runs).
 */
export function useCreateAccountActor(): ActorRefFrom<typeof createAccountMachine> {
  const { onboarding } = useActors();
  const ref = useSelector(onboarding, selectCreateAccountRef);
  if (!ref) throw new Error('Create Your Account is rendered outside PreRegistrationGate');
  return ref;
}
