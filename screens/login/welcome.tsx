import { useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { welcome as copy } from '../../copy/ours/after-login';
import type { postLoginMachine } from '../../machines/post-login.machine';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { MessagePage } from '../common/message-page';

/**
 * The three welcome pages after a login (decision 040), in both route sets:
 * - welcome_back: reads the login answer (the `postLogin` flow) and goes where it says;
 * - welcome: a sign-up not finished, resumed by the continue flow;
 * - welcome_policies: a finished account that owes updated policies, led to them.
 * The last two show their message once the login answer (read again when the page is opened
 * directly) confirms it; otherwise the patron goes where the answer says (QA 6).
 */
export default function WelcomeScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  if (routeId.endsWith('/welcome_back')) return <Reading title={copy.backTitle} />;
  if (routeId.endsWith('/welcome_policies'))
    return (
      <Confirmed here={routeId} title={copy.backTitle}>
        <MessagePage
          title={copy.backTitle}
          to={routeId.startsWith('/web/') ? '/web/login/policies' : '/login/policies'}
          action={copy.reviewPolicies}
        >
          <p>{copy.policiesBody}</p>
        </MessagePage>
      </Confirmed>
    );
  return (
    <Confirmed here={routeId} title={copy.title}>
      <MessagePage title={copy.title} to="/continue_registration" action={copy.continueSignup}>
        <p>{copy.body}</p>
      </MessagePage>
    </Confirmed>
  );
}

type Snapshot = SnapshotFrom<typeof postLoginMachine>;

/** The login answer names this welcome page: its message applies. */
const confirms = (s: Snapshot, here: string) =>
  s.matches('staying') || (s.status === 'done' && s.context.route === here);

/** A welcome page's message, once the login answer confirms it; the reading meanwhile. */
function Confirmed({
  here,
  title,
  children,
}: {
  here: string;
  title: string;
  children: ReactNode;
}) {
  const shown = useSelector(useFlow('postLogin'), (s) => confirms(s, here));
  return shown ? children : <Reading title={title} />;
}

/** The login answer is being read; a failure can be tried again. */
function Reading({ title }: { title: string }) {
  const flow = useFlow('postLogin');
  const error = useSelector(flow, (s) => s.context.error);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  return (
    <Page title={title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {failed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => flow.send({ type: 'retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : (
        <div className="loading" role="status" aria-live="polite">
          {copy.checking}
        </div>
      )}
    </Page>
  );
}
