import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { selectCreateAccountMode } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import SignupEntryScreen from './signup-entry';

/**
 * Shows the create-account form only while the form can be used: before that (loading the
 * policies) and after it (syncing, or a failure with its retry) the entry view stands in, so
 * nothing typed goes into a form the machine is not listening to.
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
