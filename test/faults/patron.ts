import type { SetupServer } from 'msw/node';
import type { Layout } from '../../machines/route-derivation';
import { signedUpIn } from '../account-elsewhere';
import { renderApp } from '../render-app';

/** What the fault matrices' patrons do to reach a call, shared by the matrix files. */

type App = ReturnType<typeof renderApp>;

/** The app opened at `path` by the patron of signedUpIn, returning to their sign-up. */
export async function returnTo(
  server: SetupServer,
  scenario: string,
  path: string,
  layout: Layout,
  phone: string | null = null,
): Promise<App> {
  await signedUpIn(server, scenario, phone);
  return renderApp({ path, layout, scenario, server });
}
