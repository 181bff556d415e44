import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import {
  REALITY_CHECK_SECONDS,
  type realityCheckMachine,
} from '../../machines/reality-check.machine';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { LoadState } from './load-state';

const copy = rgCopy.realityCheck;
type Snapshot = SnapshotFrom<typeof realityCheckMachine>;
const selectContext = (s: Snapshot) => s.context;
const selectLoading = (s: Snapshot) => s.hasTag('loading');
const selectReady = (s: Snapshot) => !s.hasTag('loading') && !s.matches('loadFailed');
const selectBusy = (s: Snapshot) => s.hasTag('busy');

/**
 * /rg/reality_checkin_interval: the current interval and a choice of 15 or 30 minutes. It renders
 * the realityCheck flow and only sends events.
 */
export default function RealityCheckScreen() {
  const actor = useFlow('realityCheck');
  const { current, choice, fieldError, error, notice } = useSelector(actor, selectContext);
  const loading = useSelector(actor, selectLoading);
  const ready = useSelector(actor, selectReady);
  const busy = useSelector(actor, selectBusy);
  const errorId = useId();
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(fieldError),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (busy) return;
    actor.send({ type: 'interval.save' });
    submitted();
  };

  return (
    <Page title={copy.title}>
      {notice ? <Banner kind="success">{notice}</Banner> : null}
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {!ready ? (
        <LoadState
          loading={loading}
          loadingText={copy.loading}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : (
        <>
          <p>{copy.intro}</p>
          <p>
            {copy.current}: <strong>{current === null ? copy.none : copy.minutes(current)}</strong>
          </p>
          <form ref={container} noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <fieldset className="field-group">
              <legend>{copy.legend}</legend>
              {REALITY_CHECK_SECONDS.map((seconds) => (
                <div className="field field-checkbox" key={seconds}>
                  <input
                    id={`${errorId}-${seconds}`}
                    type="radio"
                    name="realityCheckinInterval"
                    value={seconds}
                    checked={choice === seconds}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? errorId : undefined}
                    disabled={busy}
                    onChange={() => actor.send({ type: 'interval.choose', seconds })}
                  />
                  <label htmlFor={`${errorId}-${seconds}`}>{copy.minutes(seconds)}</label>
                </div>
              ))}
              {fieldError ? (
                <p id={errorId} className="field-error">
                  {fieldError}
                </p>
              ) : null}
            </fieldset>
            <div className="actions">
              <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
                {busy ? rgCopy.saving : copy.save}
              </button>
            </div>
          </form>
        </>
      )}
    </Page>
  );
}
