import type { InspectionEvent } from 'xstate';
import type { EntryParams } from './entry';
import { STORAGE_KEY } from './onboarding-persistence';

/**
 * Switches the embedded sandbox on (runtime config `sandbox: true`) and, when the entry URL asks
 * for it, the QA inspector. Loaded by a dynamic import from src/main.tsx only in that case, so
 * the deployed first screen carries none of this (decision 004).
 */
export async function bootSandbox(
  entry: EntryParams,
  storage: Storage | null,
): Promise<{ inspect?: (event: InspectionEvent) => void }> {
  const scenario = entry.sandboxScenario ?? 'happy-path';
  // A new scenario starts the sandbox afresh (docs/sandbox.md): so does the saved sign-up.
  const previous = storage?.getItem('onboarding:sandbox-scenario');
  if (previous && previous !== scenario) storage?.removeItem(STORAGE_KEY);
  storage?.setItem('onboarding:sandbox-scenario', scenario);
  const { startSandbox } = await import('../api/sandbox/browser');
  await startSandbox(scenario);
  if (!entry.inspect) return {};
  return { inspect: (await import('./inspector')).createQaInspector() };
}
