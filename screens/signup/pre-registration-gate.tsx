import { useSelector } from '@xstate/react';
import { createContext, lazy, type ReactNode, Suspense, use, useState } from 'react';
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
  // The actor stays known once it stops: its last snapshot is the form as it was submitted.
  const [kept, keep] = useState<{ actor: CreateAccountRef; form: CreateAccountRef } | null>(() =>
    running ? { actor: running, form: formOf(running) } : null,
  );
  if (running && running !== kept?.actor) keep({ actor: running, form: formOf(running) });
  // Once the form has given way (a failed sync, whose retry then shows the loading view; the phone
  // step), it does not come back.
  else if (!running && kept && mode !== 'movingOn') keep(null);
  const createAccount = kept?.form;
  // The account was just created from this form: the form stays, busy, until the next step's page
  // replaces it, so the page changes once (a loading view between them cost a render and a layout
  // on the way, and delayed the next call behind them).
  const created = mode === 'movingOn' && createAccount?.getSnapshot().status === 'done';
  if ((mode === 'form' || created) && createAccount)
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
 * The actor as the form uses it: read as ever, but what the form sends once the actor has stopped
 * (a click or a key on the busy form after the account was created) goes nowhere, rather than to
 * a stopped actor.
 */
function formOf(actor: CreateAccountRef): CreateAccountRef {
  const form: CreateAccountRef = Object.create(actor);
  form.send = (event) => {
    if (actor.getSnapshot().status === 'active') actor.send(event);
  };
  return form;
}

/**
 * The Create Your Account actor, for the parts of the form inside the gate (which renders them
 * only while that actor runs, or has just created the account).
 */
export function useCreateAccountActor(): CreateAccountRef {
  const ref = use(CreateAccountContext);
  if (!ref) throw new Error('Create Your Account is rendered outside PreRegistrationGate');
  return ref;
}
