import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { selectCreateAccountMode } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/ui/actors';
import SignupEntryScreen from './signup-entry';

/**
 * Shows the create-account form only while the form can be used: before that (loading the
 * policies) and after it (syncing, or a failure with its retry) the entry view stands in, so
 * nothing typed goes into a form the machine is not listening to.
 */
// Rarely needed here: loaded only when the account already exists.
const NotAvailableScreen = lazy(() => import('../common/not-available'));

export function PreRegistrationGate({ children }: { children: ReactNode }) {
  const { onboarding } = useActors();
  const mode = useSelector(onboarding, selectCreateAccountMode);
  if (mode === 'form') return children;
  // The phone step after sign-up belongs to the sign-up journey issue (not built yet).
  if (mode === 'step')
    return (
      <Suspense fallback={null}>
        <NotAvailableScreen />
      </Suspense>
    );
  return <SignupEntryScreen />;
}
