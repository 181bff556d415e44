import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { decodeReplay, REPLAY_PARAM } from '../../api/sandbox/replay';
import type { EntryParams } from '../entry';
import { mountQaPanel, QaPanel } from './panel';
import { createQaRecorder } from './recorder';

const entry: EntryParams = {
  oauth: { client_id: 'northstar-sports', response_type: 'code' },
  regionCode: 'US-NJ',
  countryCode: 'US',
  regionProblem: null,
  renderMobileLayout: false,
  embedded: false,
  sandboxScenario: 'nj-full',
  inspect: false,
};

function renderPanel(open = true) {
  const navigate = vi.fn<(url: string) => void>();
  const recorder = createQaRecorder();
  sessionStorage.setItem('sandbox:state', '{}');
  sessionStorage.setItem('onboarding:entry', '{}');
  render(
    <QaPanel
      recorder={recorder}
      entry={entry}
      storage={sessionStorage}
      playing="nj-full"
      replay={null}
      open={open}
      navigate={navigate}
    />,
  );
  return { navigate, recorder, user: userEvent.setup() };
}

const urlOf = (navigate: ReturnType<typeof vi.fn>) => new URL(String(navigate.mock.calls[0]?.[0]));

describe('the QA panel', () => {
  it('opens from its button, in a landmark of its own, with a heading below the page’s h1', async () => {
    const { user } = renderPanel(false);
    const toggle = screen.getByRole('button', { name: 'QA tools' });
    expect(screen.getByRole('complementary', { name: 'QA tools' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'QA tools' })).toBeVisible();
    expect(screen.getByText('Playing: nj-full')).toBeVisible();
  });

  it('says at once, open and in the console, that a misspelt scenario plays the happy path (QA 14)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let unmount = () => {};
    act(() => {
      unmount = mountQaPanel({
        recorder: createQaRecorder(),
        entry: { ...entry, sandboxScenario: 'kyc-failure-underaged' },
        storage: sessionStorage,
        playing: 'kyc-failure-underaged',
        replay: null,
        open: false,
      });
    });
    const message =
      'No sandbox scenario is named “kyc-failure-underaged”: playing happy-path instead.';
    expect(screen.getByText(message)).toBeVisible();
    expect(warn).toHaveBeenCalledWith(message);
    expect(screen.getByRole('combobox', { name: 'Scenario' })).toHaveValue('happy-path');
    act(() => unmount());
    warn.mockRestore();
  });

  it('plays a named scenario from a fresh tab state, the OAuth parameters kept', async () => {
    const { navigate, user } = renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'duplicate-user');
    await user.click(screen.getByRole('button', { name: 'Play this scenario' }));
    const url = urlOf(navigate);
    expect(url.pathname).toBe('/web/signup');
    expect(url.searchParams.get('sandbox_scenario')).toBe('duplicate-user');
    expect(url.searchParams.get('client_id')).toBe('northstar-sports');
    expect(url.searchParams.get('detected_region_code')).toBe('US-NJ');
    expect(sessionStorage.getItem('sandbox:state')).toBeNull();
    expect(sessionStorage.getItem('onboarding:entry')).toBeNull();
  });

  it('replays any path chosen from the contract’s lists, as a shareable URL', async () => {
    const { navigate, user } = renderPanel();
    expect(
      screen.getByRole('combobox', { name: 'Registration status' }).querySelectorAll('option'),
    ).toHaveLength(16);
    expect(
      screen.getByRole('combobox', { name: 'KYC failure reason' }).querySelectorAll('option'),
    ).toHaveLength(14);
    expect(
      screen.getByRole('combobox', { name: 'Suspension type' }).querySelectorAll('option'),
    ).toHaveLength(4);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Registration status' }),
      'document_verification_failed',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'KYC failure reason' }),
      'id_underage',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'mobileWeb');
    await user.click(screen.getByRole('checkbox', { name: 'last_4_ssn' }));
    await user.click(screen.getByRole('checkbox', { name: 'visit_limits_page' }));
    await user.click(screen.getByRole('button', { name: 'Replay this path' }));

    const url = urlOf(navigate);
    expect(url.pathname).toBe('/signup');
    expect(url.searchParams.get('render_mobile_layout')).toBe('true');
    const path = decodeReplay(url.searchParams.get(REPLAY_PARAM));
    expect(path?.steps).toEqual([
      expect.objectContaining({
        status: 'document_verification_failed',
        kycFailureReason: 'id_underage',
        pendingFields: { last4Ssn: true },
      }),
    ]);
    expect(path?.featureFlags.visit_limits_page).toBe(true);
    expect(path?.layout).toBe('mobileWeb');
    expect(
      screen.getByRole('link', { name: 'Link to this replay (for a bug report)' }),
    ).toHaveAttribute('href', String(navigate.mock.calls[0]?.[0]));
  });

  it('replays an error report’s trail, and says so when a report has none', async () => {
    const { navigate, user } = renderPanel();
    const field = screen.getByRole('textbox', { name: /Error report/ });
    await user.click(field);
    await user.paste('{"events":[{"context":"/web/signup/pii"}]}');
    await user.click(screen.getByRole('button', { name: 'Replay this report' }));
    expect(screen.getByText(/has no trail to replay/)).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();

    await user.clear(field);
    const report = {
      events: [
        {
          context: '/web/signup/failed_kyc',
          metaData: {
            trail: {
              statusSteps: [
                { status: 'created' },
                { status: 'document_verification_failed', kycFailureReason: 'id_expired' },
              ],
              layout: 'web',
              featureFlags: {},
            },
          },
        },
      ],
    };
    await user.paste(JSON.stringify(report));
    await user.click(screen.getByRole('button', { name: 'Replay this report' }));
    const path = decodeReplay(urlOf(navigate).searchParams.get(REPLAY_PARAM));
    expect(path?.steps.map((step) => step.status)).toEqual([
      'created',
      'document_verification_failed',
    ]);
    expect(
      screen.getByText(
        /Statuses seen: created → document_verification_failed; the report was on \/web\/signup\/failed_kyc/,
      ),
    ).toBeVisible();
  });

  it('shows the machines live and charts the chosen one, offline', async () => {
    const { recorder } = renderPanel();
    const machine = setup({}).createMachine({
      id: 'onboarding',
      initial: 'booting',
      states: { booting: { on: { ready: 'atStep' } }, atStep: {} },
    });
    const actor = createActor(machine, {
      systemId: 'onboarding',
      inspect: recorder.inspect,
    }).start();
    actor.send({ type: 'ready' });
    const row = await screen.findByRole('row', {
      name: /^onboarding onboarding "?atStep"? active$/,
    });
    expect(row).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Chart of onboarding' })).toBeVisible();
    const chart = screen.getByRole('list', { name: 'Chart of onboarding' });
    expect(within(chart).getByText(/^atStep/)).toHaveAttribute('aria-current', 'true');
    expect(within(chart).getByText(/^booting/)).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/onboarding: ready/)).toBeVisible();
  });

  it('opens the Stately inspector from a click, and says so when the browser blocks it', async () => {
    const { user } = renderPanel();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Open the Stately inspector' }));
    expect(await screen.findByText(/The browser blocked the inspector’s window/)).toBeVisible();
    expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
  });
});
