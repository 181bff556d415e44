import { reportError, setErrorReporter } from '../../api/errors';
import { loadConfig } from '../config';
import type { EntryParams } from '../entry';
import { loadObservabilityConfig } from './config';
import { warnOfConfigMistakes } from './config-warnings';
import { createTrail } from './trail';

/**
 * The start-up problems of product.md 1 and contract.md 5, reported once the error reporter is
 * installed, from the same functions that found them (src/config.ts, src/entry.ts): runtime
 * config keys that are missing or invalid (the observability keys included) and a region code
 * parameter that is missing or not in the supported list. Without an error-reporting key nothing
 * leaves the page, so the config's mistakes are also said in the console (decision 082).
 */
export function reportStartUpProblems(
  entry: Pick<EntryParams, 'regionProblem'>,
  observabilityMissing: string[],
  raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__,
): void {
  warnOfConfigMistakes(raw);
  const keys = [...loadConfig(raw).missingKeys, ...observabilityMissing];
  if (keys.length > 0) reportError(new Error('Runtime config keys missing or invalid'), { keys });
  if (entry.regionProblem)
    reportError(new Error(`Region code parameter ${entry.regionProblem}`), {
      kind: 'region_code',
    });
}

/**
 * The config-refused page's report (src/config-refused.tsx): the app did not start, so only the
 * error reporter does, with whatever key and ingestion URLs the refused config holds.
 */
export async function reportRefusedConfig(
  problems: string[],
  raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__,
): Promise<void> {
  warnOfConfigMistakes(raw);
  const base = loadConfig(raw).config;
  // Read with the key alone first: a config whose values throw when read holds none, and is not
  // read again (QA 18).
  if (!base.errorReportingKey) return;
  const { config } = loadObservabilityConfig(base, raw);
  if (!config.errorReportingKey) return;
  const { startErrorReporting } = await import('./error-reporting');
  setErrorReporter(startErrorReporting(config, createTrail()));
  reportError(new Error('Runtime config refused'), { problems });
}
