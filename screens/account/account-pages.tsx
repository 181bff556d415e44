import { useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { SnapshotFrom } from 'xstate';
import { accountPages as copy } from '../../copy/ours/account';
import type { closeAccountMachine } from '../../machines/close-account.machine';
import { selectSignedInOrOut } from '../../machines/session-pages.selectors';
import type { FLOWS } from '../../src/flows/flows';
import { useFlow } from '../../src/flows/use-flow';
import { useSessionActor } from '../../src/shell/actors';
import { ContactSupportButton } from '../../src/shell/contact-support';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { ConfirmStep, useFocusAfterConfirm } from '../common/confirm-step';
import { MessagePage } from '../common/message-page';

type ActionFlow = 'reactivateAccount' | 'acknowledgeDgeLevel2' | 'fitToPlay';
type ActionCopy = { title: string; body: string; confirm: string; busy: string };

const ACTIONS: Record<string, { flow: ActionFlow & keyof typeof FLOWS; copy: ActionCopy }> = {
  '/dormant_account': { flow: 'reactivateAccount', copy: copy.dormantAccount },
  '/dge_level_2_ack': { flow: 'acknowledgeDgeLevel2', copy: copy.dgeLevel2Ack },
  '/fit_to_play': { flow: 'fitToPlay', copy: copy.fitToPlay },
  '/web/fit_to_play': { flow: 'fitToPlay', copy: copy.fitToPlay },
};

const INFO: Record<string, { title: string; body: string }> = {
  '/contact_support': copy.contactSupport,
  '/web/contact_support': copy.contactSupport,
  '/igo_user_pii_confirmation/contact_support': copy.contactSupport,
  '/native/go_back': copy.goBack,
};

/**
 * The account pages of issue 11 item 6: closing the account (asked, confirmed, then the logout),
 * one confirmed action (reactivate a dormant account, the DGE level 2 acknowledgement, fit to
 * play: flows of src/flows/account.ts) or one message (the close confirmation, contact support,
 * ID check required, native go-back).
 */
export default function AccountPagesScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  if (routeId === '/close_account') return <CloseAccountPage />;
  if (routeId === '/close_account_confirmation') return <CloseAccountConfirmation />;
  const action = ACTIONS[routeId];
  if (action) return <ActionPage flow={action.flow} copy={action.copy} />;
  const info = INFO[routeId] ?? copy.contactSupport;
  return (
    <MessagePage
      title={info.title}
      to="/login"
      action={copy.backToLogin}
      primary={false}
      extra={info === copy.contactSupport ? <ContactSupportButton primary /> : null}
    >
      <p>{info.body}</p>
    </MessagePage>
  );
}

/**
 * "Your account is closed" only once the session is over, as after a closure's logout (decision
 * 061's rule for /rg/loading): signed in, the account is open and the page says so; while the
 * session is being checked it claims nothing and is busy (QA 12).
 */
function CloseAccountConfirmation() {
  const session = useSelector(useSessionActor() ?? undefined, selectSignedInOrOut);
  if (session === 'unknown')
    return (
      <Page title={copy.closeAccountChecking} busy>
        {null}
      </Page>
    );
  if (session === 'signedIn')
    return (
      <Page title={copy.closeAccountNotClosed.title}>
        <p>{copy.closeAccountNotClosed.body}</p>
      </Page>
    );
  return (
    <MessagePage
      title={copy.closeAccountConfirmation.title}
      to="/login"
      action={copy.backToLogin}
      primary={false}
    >
      <p>{copy.closeAccountConfirmation.body}</p>
    </MessagePage>
  );
}

/** An account action's one button: its words, or its busy words while the call runs. */
function ActionButton({
  busy,
  words,
  onClick,
  ref,
}: {
  busy: boolean;
  words: { confirm: string; busy: string };
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="actions">
      <button
        ref={ref}
        type="button"
        className="button-primary"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={onClick}
      >
        {busy ? words.busy : words.confirm}
      </button>
    </div>
  );
}

function ActionPage({ flow, copy: words }: { flow: ActionFlow; copy: ActionCopy }) {
  const actor = useFlow(flow);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Page title={words.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{words.body}</p>
      <ActionButton busy={busy} words={words} onClick={() => actor.send({ type: 'confirm' })} />
    </Page>
  );
}

type CloseSnapshot = SnapshotFrom<typeof closeAccountMachine>;
const selectCloseError = (s: CloseSnapshot) => s.context.error;
// The confirmation stays while its Yes runs (ConfirmStep's busy).
const selectCloseConfirming = (s: CloseSnapshot) => s.matches('confirming') || s.matches('closing');
// Busy until the session's logout takes the patron away: the closure is done, nothing to press.
const selectCloseBusy = (s: CloseSnapshot) => s.hasTag('busy') || s.status === 'done';

function CloseAccountPage() {
  const actor = useFlow('closeAccount');
  const words = copy.closeAccount;
  const error = useSelector(actor, selectCloseError);
  const confirming = useSelector(actor, selectCloseConfirming);
  const busy = useSelector(actor, selectCloseBusy);
  const closeButton = useFocusAfterConfirm<HTMLButtonElement>(confirming, error);
  return (
    <Page title={words.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{words.body}</p>
      {confirming ? (
        <ConfirmStep
          body={words.confirmBody}
          busy={busy}
          onYes={() => actor.send({ type: 'confirm.yes' })}
          onBack={() => actor.send({ type: 'confirm.back' })}
        />
      ) : (
        <ActionButton
          ref={closeButton}
          busy={busy}
          words={words}
          onClick={() => actor.send({ type: 'close.request' })}
        />
      )}
    </Page>
  );
}
