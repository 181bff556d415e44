import { useLocation } from '@tanstack/react-router';
import { ROUTE_OWNERS } from '../../machines/paths';
import { CAPABILITY_LABELS } from '../../machines/paths.labels';
import * as OUR_COPY from '../../src/our-copy';
import { Page } from '../../src/ui/page';

/**
 * The page every registered route shows until the capability that owns it is built
 * (docs/routes.md): plainly labelled, nothing pretends to work.
 */
export default function NotAvailableScreen() {
  const path = useLocation({ select: (location) => location.pathname });
  const owner = ROUTE_OWNERS.get(path);
  return (
    <Page title={OUR_COPY.notAvailable.title}>
      <p>{OUR_COPY.notAvailable.body(owner ? CAPABILITY_LABELS[owner] : path)}</p>
      <p className="muted">
        <code>{path}</code>
      </p>
    </Page>
  );
}
