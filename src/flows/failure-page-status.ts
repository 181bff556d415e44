import { redirect } from '@tanstack/react-router';
import { getRegistrationStatus, type RegistrationStatus } from '../../api/registration';
import { failurePageMove } from '../../machines/failure-page-status';
import type { RoutePath } from '../../machines/paths';
import type { RouterContext } from '../router-context';

/** The sign-up syncs this page's entries already derived from, each used by one open only. */
const used = new WeakSet<RegistrationStatus>();

/**
 * A status failure page (machines/failure-page-status.ts) opened by a patron: when the
 * registration status now leads elsewhere (another failure reason, a retry allowed, a finished
 * account), the patron goes there (through the continue flow, replacing this page); when it leads
 * here, the page shows (decision 078, 2026-11-28 QA 16).
 *
 * - The phone's browser and the webview only: the layouts whose status leads to these pages (the
 *   web layout's failure page is the sign-up's /web/signup/failed_kyc, the sign-up guard's); on
 *   the web layout the pages stay as they were (a capture's failure route, a typed address).
 * - The status: the sign-up's sync that derived this very page, when no open used it yet (the
 *   continue flow just led here: no second read); otherwise one read of
 *   `GET /i/registration_status`. The start-up session check keeps the status value only, not the
 *   failure reason, so it cannot tell one failure page from another.
 * - A capture or document flow that ended on this page as its failure route ("anything else",
 *   product.md 4.4) is the page's reason: it stays, so a status that still leads back to that
 *   capture or upload cannot send the patron round in a loop.
 * - While the read is on its way the page frame says Loading…, as for every entry that waits.
 * - A read that fails (a 5xx, a timeout) leaves the page as it is; its 401 goes through the
 *   session machine to login, as every call's does.
 */
export async function keepToStatusPage(context: RouterContext, path: RoutePath): Promise<void> {
  const onboarding = context.actors.onboarding.getSnapshot().context;
  if (onboarding.layout === 'web' || isFlowAnswer(context, path)) return;
  const synced = onboarding.status;
  const derivation = onboarding.derivation;
  let status: RegistrationStatus;
  if (synced && !used.has(synced) && derivation?.kind === 'route' && derivation.route === path)
    status = synced;
  else {
    try {
      status = await getRegistrationStatus();
    } catch {
      return;
    }
  }
  used.add(status);
  const to = failurePageMove(path, status, context.actors.onboarding.getSnapshot().context);
  if (to) throw redirect({ to, replace: true });
}

/** The capture's or the document upload's flow ended by sending the patron to this page. */
function isFlowAnswer(context: RouterContext, path: RoutePath): boolean {
  return (['kyc', 'documentVerification'] as const).some((id) => {
    const snapshot = context.flows.get(id)?.getSnapshot();
    return snapshot?.status === 'done' && snapshot.output?.route === path;
  });
}
