import { useLocation } from '@tanstack/react-router';
import { notAvailable as notAvailableCopy } from '../../copy/ours/not-available';
import { isRoutePath, ROUTE_OWNERS } from '../../machines/paths';
import { CAPABILITY_LABELS } from '../../machines/paths.labels';
import { Page } from '../../src/ui/page';

/**
 * The page every registered route shows until the capability that owns it is built
 * (docs/routes.md): plainly labelled, nothing pretends to work.
 */
export default function NotAvailableScreen() {
  const path = useLocation({ select: (location) => location.pathname });
  const owner = isRoutePath(path) ? ROUTE_OWNERS.get(path) : undefined;
  return (
    <Page title={notAvailableCopy.title}>
      <p>{notAvailableCopy.body(owner ? CAPABILITY_LABELS[owner] : path)}</p>
      <p className="muted">
        <code>{path}</code>
      </p>
    </Page>
  );
}
