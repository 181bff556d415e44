import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { createNativeCaller } from '../../bridge/native-calls';
import { exitDialog as exitDialogCopy } from '../../copy/spec/exit-dialog';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { type AnalyticsEvent, setAnalyticsSink } from '../analytics';
import { brandForClientId } from '../brands';
import { LEAVE_WAIT_MS, sendBeforeLeaving } from '../page-exit';
import { ActorsProvider, type AppActors } from './actors';
import { EXIT_SIGNUP_MODAL_EVENT, ExitDialog } from './exit-dialog';

beforeAll(installDialogPolyfill);

let recorded: AnalyticsEvent[] = [];
beforeEach(() => {
  recorded = [];
  setAnalyticsSink((event) => recorded.push(event));
});
afterEach(() => {
  setAnalyticsSink(() => {});
  delete window.NativeBridge;
});

/** The dialog with an opener standing in for the top bar's Close button. */
function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Made once, reading window.NativeBridge at each call like the top bar's caller.
  const [native] = useState(() => createNativeCaller([]));
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Close
      </button>
      <ExitDialog
        open={open}
        native={native}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      />
    </>
  );
}

/** Renders the harness for a brand (only `brand` is read from the actors) and opens the dialog. */
async function openDialog(clientId = 'northstar-sports') {
  const actors = { brand: brandForClientId(clientId) } as AppActors;
  const user = userEvent.setup();
  render(
    <StrictMode>
      <ActorsProvider value={actors}>
        <Harness />
      </ActorsProvider>
    </StrictMode>,
  );
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const dialog = await screen.findByRole('dialog', { name: exitDialogCopy.title });
  return { user, dialog };
}

describe('the exit sign-up dialog', () => {
  it('is not shown until it is opened', () => {
    render(
      <ActorsProvider value={{ brand: brandForClientId('northstar-sports') } as AppActors}>
        <Harness />
      </ActorsProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog labelled by its title, with focus on Continue with Sign Up', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toBeVisible();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: exitDialogCopy.title })).toBeVisible();
    expect(screen.getByRole('button', { name: exitDialogCopy.continue })).toHaveFocus();
    expect(screen.getByRole('button', { name: exitDialogCopy.exit })).toBeVisible();
  });

  it('tells a casino brand user they must log in to begin playing games', async () => {
    const { dialog } = await openDialog('lucky-lantern-casino');

    expect(dialog).toHaveAccessibleDescription(exitDialogCopy.bodyCasino);
    expect(screen.queryByText(exitDialogCopy.bodyBetting)).not.toBeInTheDocument();
  });

  it('tells a betting brand user they must log in to begin betting', async () => {
    const { dialog } = await openDialog('northstar-sports');

    expect(dialog).toHaveAccessibleDescription(exitDialogCopy.bodyBetting);
    expect(screen.queryByText(exitDialogCopy.bodyCasino)).not.toBeInTheDocument();
  });

  it('uses the betting wording for a brand that is not a casino', async () => {
    const { dialog } = await openDialog('sideline-media');
    expect(dialog).toHaveAccessibleDescription(exitDialogCopy.bodyBetting);
  });

  it('logs the onboarding modal event once when it opens', async () => {
    await openDialog();

    expect(recorded).toEqual([
      {
        name: 'modal',
        properties: { modal_type: 'onboarding', modal_name: 'exit_sign_up', non_dismissible: 'no' },
      },
    ]);
    expect(recorded[0]).toEqual(EXIT_SIGNUP_MODAL_EVENT);
  });

  it('closes the webview through the native bridge on Exit Signup', async () => {
    const closeWebview = vi.fn();
    window.NativeBridge = { getPlatform: () => 'ios', closeWebview };
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: exitDialogCopy.exit }));

    expect(closeWebview).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the waiting analytics, the modal event among them, before closing the webview (QA 13)', async () => {
    const order: string[] = [];
    const closeWebview = vi.fn(() => order.push('closeWebview'));
    window.NativeBridge = { getPlatform: () => 'ios', closeWebview };
    let sent: () => void = () => {};
    const unregister = sendBeforeLeaving(
      () =>
        new Promise<void>((resolve) => {
          order.push(`send ${recorded.length} event`);
          sent = resolve;
        }),
    );
    try {
      const { user } = await openDialog();

      await user.click(screen.getByRole('button', { name: exitDialogCopy.exit }));

      expect(order).toEqual(['send 1 event']);
      sent();
      await waitFor(() => expect(order).toEqual(['send 1 event', 'closeWebview']));
    } finally {
      unregister();
    }
  });

  it('closes the webview after a short wait at most when the tracker does not answer (QA 13)', async () => {
    const closeWebview = vi.fn();
    window.NativeBridge = { getPlatform: () => 'ios', closeWebview };
    const unregister = sendBeforeLeaving(() => new Promise(() => {}));
    try {
      const { user } = await openDialog();
      await user.click(screen.getByRole('button', { name: exitDialogCopy.exit }));
      expect(closeWebview).not.toHaveBeenCalled();

      await waitFor(() => expect(closeWebview).toHaveBeenCalledOnce(), {
        timeout: LEAVE_WAIT_MS + 500,
      });
    } finally {
      unregister();
    }
  });

  it('closes on Continue with Sign Up, keeps the webview open and returns focus to Close', async () => {
    const closeWebview = vi.fn();
    window.NativeBridge = { getPlatform: () => 'ios', closeWebview };
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: exitDialogCopy.continue }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(closeWebview).not.toHaveBeenCalled();
  });

  it('closes on Escape (it is dismissible) and returns focus to Close', async () => {
    const { user } = await openDialog();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens again, logging the event again, after it was closed', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('dialog', { name: exitDialogCopy.title })).toBeVisible();
    expect(recorded).toHaveLength(2);
  });
});
