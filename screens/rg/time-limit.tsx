import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import { NO_LIMIT, TIME_LIMIT_HOURS } from '../../machines/time-limit.machine';
import {
  pendingFromLine,
  selectAskingToConfirm,
  selectCanConfirm,
  selectChoice,
  selectError,
  selectFieldError,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
  selectNotice,
  selectStatus,
  selectTimeLimit,
} from '../../machines/time-limit.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { SelectField } from '../../src/ui/select-field';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { ConfirmStep, useFocusAfterConfirm } from '../common/confirm-step';
import { LimitStatusLine } from './limit-status';
import { LoadState } from './load-state';

const copy = rgCopy.timeLimit;

const OPTIONS = [
  { value: NO_LIMIT, label: copy.noLimit },
  ...TIME_LIMIT_HOURS.map((hours) => ({ value: String(hours), label: copy.hours(hours) })),
];

const hoursText = (hours: number | null) => (hours === null ? copy.noLimit : copy.hours(hours));

/**
 * /rg/daily_time_limit: the current daily time limit, time played today, the status, a new limit
 * (no limit or 1 to 24 hours) and a pending change's confirm (once available) or cancel. It
 * renders the timeLimit flow and only sends events.
 */
export default function TimeLimitScreen() {
  const actor = useFlow('timeLimit');
  const timeLimit = useSelector(actor, selectTimeLimit);
  const status = useSelector(actor, selectStatus);
  const choice = useSelector(actor, selectChoice);
  const fieldError = useSelector(actor, selectFieldError);
  const error = useSelector(actor, selectError);
  const notice = useSelector(actor, selectNotice);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const busy = useSelector(actor, selectIsBusy);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const asking = useSelector(actor, selectAskingToConfirm);
  const confirmButton = useFocusAfterConfirm<HTMLButtonElement>(asking, error);
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(fieldError),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (busy) return;
    actor.send({ type: 'limit.save' });
    submitted();
  };

  return (
    <Page title={copy.title}>
      {notice ? <Banner kind="success">{notice}</Banner> : null}
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {loading || loadFailed || !timeLimit ? (
        <LoadState
          loading={loading}
          loadingText={copy.loading}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : (
        <>
          <p>{copy.intro}</p>
          <LimitStatusLine status={status} />
          <dl>
            <dt>{copy.current}</dt>
            <dd>{hoursText(timeLimit.dailyTimeLimit)}</dd>
            <dt>{copy.played}</dt>
            <dd>{copy.timeSpent(timeLimit.dailyTimeSpent ?? 0)}</dd>
            {timeLimit.hasPendingDailyTimeLimit ? (
              <>
                <dt>{copy.pending}</dt>
                <dd>{hoursText(timeLimit.pendingDailyTimeLimit)}</dd>
              </>
            ) : null}
          </dl>
          {timeLimit.hasPendingDailyTimeLimit ? (
            <>
              {!canConfirm && !asking && timeLimit.dailyTimeLimitPendingUpdateTime ? (
                <p className="muted">
                  {pendingFromLine(timeLimit.dailyTimeLimitPendingUpdateTime)}
                </p>
              ) : null}
              {asking ? (
                <ConfirmStep
                  body={copy.confirmBody(timeLimit.pendingDailyTimeLimit)}
                  busy={busy}
                  onYes={() => actor.send({ type: 'confirm.yes' })}
                  onBack={() => actor.send({ type: 'confirm.back' })}
                />
              ) : (
                <div className="actions">
                  <button
                    type="button"
                    className="button-secondary"
                    aria-disabled={busy || undefined}
                    onClick={() => actor.send({ type: 'pending.cancel' })}
                  >
                    {copy.cancel}
                  </button>
                  {canConfirm ? (
                    <button
                      type="button"
                      className="button-primary"
                      aria-disabled={busy || undefined}
                      ref={confirmButton}
                      onClick={() => actor.send({ type: 'pending.confirm' })}
                    >
                      {copy.confirm}
                    </button>
                  ) : null}
                </div>
              )}
            </>
          ) : null}
          <p className="muted">{rgCopy.rules}</p>
          <form ref={container} noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <SelectField
              name="dailyTimeLimit"
              label={copy.choice}
              hint={copy.choiceHint}
              autoComplete="off"
              placeholder={copy.placeholder}
              options={OPTIONS}
              value={choice}
              error={fieldError}
              disabled={busy}
              onValueChange={(value) => actor.send({ type: 'choice.change', value })}
            />
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
