import { useSelector } from '@xstate/react';
import { createContext, lazy, type ReactNode, Suspense, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createAccountMachine } from '../../machines/create-account.machine';
import {
  selectCreateAccountMode,
  selectCreateAccountRef,
} from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import { useSentPage } from './sent-page';
import SignupEntryScreen from './signup-entry';

/**
 * Shows the create-account form while the Create Your Account machine runs (from the first
 * render: it does not wait for the policies), and, busy, once it has created the account until the
 * next page shows; otherwise (a resume, a failed sync with its retry) the entry view stands in, so
 * nothing typed goes into a form no machine is listening to.
 */
// The phone step (/signup/phone_number once the account exists): loaded only then, so none of
// it lands in the first screen's bundle (decision 005).
const PhoneNumberStepScreen = lazy(() => import('./phone-verification'));

type CreateAccountRef = ActorRefFrom<typeof createAccountMachine>;

export function PreRegistrationGate({ children }: { children: ReactNode }) {
  const { onboarding } = useActors();
  const mode = useSelector(onboarding, selectCreateAccountMode);
  const running = useSelector(onboarding, selectCreateAccountRef);
  // The account was just created from this form: the form stays as it was sent, busy, until the
  // next step's page replaces it (useSentPage).
  const sent = useSentPage(running, mode === 'movingOn');
  const createAccount = mode === 'form' ? running : sent;
  if (createAccount)
    return <CreateAccountContext value={createAccount}>{children}</CreateAccountContext>;
  // The mobile phone page doubles as the phone step once the account exists.
  if (mode === 'step')
    return (
      <Suspense fallback={null}>
        <PhoneNumberStepScreen />
      </Suspense>
    );
  return <SignupEntryScreen />;
}

const CreateAccountContext = createContext<CreateAccountRef | undefined>(undefined);

/**
 * The Create Your Account actor, for the parts of the form inside the gate (which renders them
 * only while that actor runs, or has just created the account).
 */
export function useCreateAccountActor(): CreateAccountRef {
  const ref = use(CreateAccountContext);
  if (!ref) throw new Error('Create Your Account is rendered outside PreRegistrationGate');
  return ref;
}
