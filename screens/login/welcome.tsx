import { useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { welcome as copy } from '../../copy/ours/after-login';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { MessagePage } from '../common/message-page';

/**
 * The three welcome pages after a login (decision 040), in both route sets:
 * - welcome_back: reads the login answer (the `postLogin` flow) and goes where it says;
 * - welcome: a sign-up not finished, resumed by the continue flow;
 * - welcome_policies: a finished account that owes updated policies, led to them.
 */
export default function WelcomeScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  if (routeId.endsWith('/welcome_back')) return <WelcomeBack />;
  if (routeId.endsWith('/welcome_policies'))
    return (
      <MessagePage
        title={copy.backTitle}
        to={routeId.startsWith('/web/') ? '/web/login/policies' : '/login/policies'}
        action={copy.reviewPolicies}
      >
        <p>{copy.policiesBody}</p>
      </MessagePage>
    );
  return (
    <MessagePage title={copy.title} to="/continue_registration" action={copy.continueSignup}>
      <p>{copy.body}</p>
    </MessagePage>
  );
}

/** The login answer is being read; a failure can be tried again. */
function WelcomeBack() {
  const flow = useFlow('postLogin');
  const error = useSelector(flow, (s) => s.context.error);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  return (
    <Page title={copy.backTitle}>
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
