import { act, screen } from '@testing-library/react';
import type { RoutePath } from '../../machines/paths';
import type { renderApp } from '../render-app';
import { logInAsPatron, openAsPatron } from '../rg-patron';
import type { FaultCase } from './harness';

// The pieces several matrices build their cases from.

type App = ReturnType<typeof renderApp>;

/** The patron's action: a press of the button of that name. */
export const click = (name: string) => (app: App) =>
  app.user.click(screen.getByRole('button', { name }));

/** A call the page makes when it opens: the patron is logged in, then opens it. */
export const opening = (call: string, page: RoutePath): FaultCase => ({
  call,
  where: `opens ${page}`,
  page,
  open: (s) => logInAsPatron({ server: s }),
  trigger: async (app) => {
    await act(() => app.router.navigate({ to: page }));
  },
});

/**
 * A call one button of a patron's page makes, with no answer to read: the patron logs in, opens
 * the page, and presses it.
 */
export const pressing = (
  call: string,
  where: string,
  page: RoutePath,
  button: string,
): FaultCase => ({
  call,
  where,
  open: async (s) => {
    const app = await openAsPatron(page, { server: s });
    await screen.findByRole('button', { name: button });
    return app;
  },
  trigger: click(button),
  noBody: true,
});
