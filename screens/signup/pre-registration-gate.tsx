import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectCreateAccountMode } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/ui/actors';
import NotAvailableScreen from '../common/not-available';
import SignupEntryScreen from './signup-entry';

/**
 * Shows the create-account form only while the form can be used: before that (loading the
 * policies) and after it (syncing, or a failure with its retry) the entry view stands in, so
 * nothing typed goes into a form the machine is not listening to.
 */
export function PreRegistrationGate({ children }: { children: ReactNode }) {
  const { onboarding } = useActors();
  const mode = useSelector(onboarding, selectCreateAccountMode);
  if (mode === 'form') return children;
  // The phone step after sign-up belongs to the sign-up journey issue (not built yet).
  if (mode === 'step') return <NotAvailableScreen />;
  return <SignupEntryScreen />;
}
