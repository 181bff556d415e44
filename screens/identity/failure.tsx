import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { identityFailure as copy } from '../../copy/ours/identity';
import { documents } from '../../copy/spec/documents';
import type { ErrorType } from '../../machines/derivation';
import { useActors } from '../../src/shell/actors';
import { Page } from '../../src/ui/page';
import { useIdentityPage } from './use-identity-page';

/**
 * The identity failure pages (issue 10 item 5; product.md 2.8, 4.2): the sign-up error page with
 * its errorType (from the derivation that sent the patron here; DEFAULT when the page is opened
 * without one), the mobile pages of each failure reason, and the failure routes of "anything
 * else", which give the catalogue's support message.
 */
export default function FailureScreen() {
  const page = useIdentityPage('failure');
  return page ? <Failure page={page} /> : null;
}

function Failure({ page }: { page: NonNullable<ReturnType<typeof useIdentityPage<'failure'>>> }) {
  const { onboarding } = useActors();
  const derived = useSelector(onboarding, (s): ErrorType | undefined =>
    s.context.derivation?.kind === 'route' ? s.context.derivation.errorType : undefined,
  );
  const errorType: ErrorType =
    page.errorType === 'derived'
      ? (derived ?? 'DEFAULT')
      : page.errorType === 'support'
        ? 'ID_FAILURE'
        : page.errorType;
  const words = copy[errorType];
  return (
    <Page title={words.title}>
      <p data-error-type={errorType}>
        {page.errorType === 'support' ? documents.idIssue : words.body}
      </p>
      <div className="actions">
        <Link to={page.supportRoute} className="button-primary">
          {copy.contactSupport}
        </Link>
        <Link to={page.loginRoute} className="button-secondary">
          {copy.backToLogin}
        </Link>
      </div>
    </Page>
  );
}
