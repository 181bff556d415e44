import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { decodeReplay, REPLAY_PARAM, scenarioFromReplay } from '../api/sandbox/replay';
import type { EntryParams } from './entry';
import { STORAGE_KEY } from './onboarding-persistence';
import { createQaRecorder } from './qa/recorder';
import { REPLAY_KEY, SCENARIO_KEY } from './qa/urls';
import { SandboxRefused } from './sandbox-refused';

/**
 * Switches the embedded sandbox on (runtime config `sandbox: true`, which the app refuses in
 * production) with the QA tools: the panel (src/qa/panel.tsx) and its live view of the machines.
 * Loaded by a dynamic import from src/main.tsx only in that case, so the deployed first screen
 * carries none of this (decision 004). The sandbox plays a named scenario (`sandbox_scenario`) or
 * a replayed path (`sandbox_replay`, api/sandbox/replay.ts); the tab remembers either.
 *
 * A sandbox that cannot start renders why into the page's `root` and never resolves: the app
 * has no server without it, so it neither starts nor shows a page that cannot work (QA 10).
 */
export async function bootSandbox(
  entry: EntryParams,
  storage: Storage | null,
  root: Pick<Root, 'render'>,
  search: string = globalThis.location?.search ?? '',
): Promise<{ inspect?: (event: InspectionEvent) => void }> {
  const query = new URLSearchParams(search);
  // A path in the URL wins; a named scenario in the URL ends a remembered path.
  if (query.has(REPLAY_PARAM)) storage?.setItem(REPLAY_KEY, query.get(REPLAY_PARAM) ?? '');
  else if (query.has('sandbox_scenario')) storage?.removeItem(REPLAY_KEY);
  const replay = decodeReplay(storage?.getItem(REPLAY_KEY) ?? query.get(REPLAY_PARAM));
  const scenario = replay ? scenarioFromReplay(replay) : (entry.sandboxScenario ?? 'happy-path');
  const name = typeof scenario === 'string' ? scenario : scenario.name;

  // A new scenario starts the sandbox afresh (docs/sandbox.md): so does the saved sign-up.
  const previous = storage?.getItem(SCENARIO_KEY);
  if (previous && previous !== name) storage?.removeItem(STORAGE_KEY);
  storage?.setItem(SCENARIO_KEY, name);
  try {
    const { startSandbox } = await import('../api/sandbox/browser');
    await startSandbox(scenario);
  } catch (cause) {
    // In a cross-site frame whose storage the browser blocks, msw's chunk throws as it loads
    // (decision 051); a refused service worker rejects the start. Either way: say so.
    root.render(
      createElement(SandboxRefused, {
        cause,
        framed: window.parent !== window,
        href: window.location.href,
      }),
    );
    return new Promise(() => {});
  }

  // The first screen's calls wait for this function (src/main.tsx): nothing below may load a chunk.
  const recorder = createQaRecorder();
  void import('./qa/panel').then(({ mountQaPanel }) =>
    mountQaPanel({ recorder, entry, storage, playing: name, replay, open: entry.inspect }),
  );
  return { inspect: recorder.inspect };
}
