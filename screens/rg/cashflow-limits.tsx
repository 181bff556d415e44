import { useMatch } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import {
  type PeriodView,
  selectAskingToConfirm,
  selectCurrency,
  selectDraft,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
  selectNothingTyped,
  selectNotices,
  selectPeriods,
  selectStale,
  selectStatus,
  selectType,
} from '../../machines/cashflow-limits.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { AmountField } from '../../src/ui/amount-field';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { ConfirmStep, useFocusAfterConfirm } from '../common/confirm-step';
import { LimitStatusLine } from './limit-status';

/**
 * A cashflow limit page (/rg/deposit_limits, /rg/loss_limits, /rg/spend_limits,
 * /rg/max_single_wager_limit): the current limit, amount used (not for a per-wager limit) and
 * pending value of each period in the region's money, the limit's status, new limits in whole
 * currency units, and a pending value's confirm or cancel. It renders the cashflowLimits flow and
 * only sends events.
 */
export default function CashflowLimitsScreen() {
  // The four pages share this screen and each visit is a new run of the flow: re-read it when
  // the page (or its loading) changes, and draw a fresh view for each run.
  useMatch({ strict: false, select: (match) => `${String(match.routeId)} ${match.status}` });
  const actor = useFlow('cashflowLimits');
  return <CashflowLimitsView key={actor.sessionId} actor={actor} />;
}

function CashflowLimitsView({ actor }: { actor: ReturnType<typeof useFlow<'cashflowLimits'>> }) {
  const type = useSelector(actor, selectType);
  const currency = useSelector(actor, selectCurrency);
  const status = useSelector(actor, selectStatus);
  const periods = useSelector(actor, selectPeriods, shallowPeriods);
  const draft = useSelector(actor, selectDraft);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectError);
  const notices = useSelector(actor, selectNotices, shallowEqual);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const stale = useSelector(actor, selectStale);
  const busy = useSelector(actor, selectIsBusy);
  const nothingTyped = useSelector(actor, selectNothingTyped);
  const asking = useSelector(actor, selectAskingToConfirm);
  const single = periods.length === 1;
  // An empty save is refused in the banner, tied to the first amount (marked invalid, described
  // by it), so focus moves there as after any refused submit (QA3 M1).
  const errorId = useId();
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Object.keys(fieldErrors).length > 0 || nothingTyped,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (busy) return;
    actor.send({ type: 'limit.save' });
    submitted();
  };

  return (
    <Page title={copy.titles[type]}>
      {notices.map((line) => (
        <Banner key={line} kind="success">
          {line}
        </Banner>
      ))}
      {error ? (
        <Banner kind="danger">
          <span id={errorId}>{error}</span>
        </Banner>
      ) : null}
      {stale ? (
        // The read after a change failed: the limits below may miss it (QA 9).
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            onClick={() => actor.send({ type: 'retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : null}
      {loading ? (
        <p role="status">{copy.loading}</p>
      ) : loadFailed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => actor.send({ type: 'retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          <p>{copy.intros[type]}</p>
          <LimitStatusLine status={status} />
          <p className="muted">{copy.rules}</p>
          <form ref={container} noValidate onSubmit={submit} aria-busy={busy || undefined}>
            {periods.map((view, index) => (
              <PeriodSection
                key={view.period}
                view={view}
                single={single}
                busy={busy}
                asking={asking === view.period}
                error={error}
                onConfirm={() => actor.send({ type: 'pending.confirm', period: view.period })}
                onCancel={() => actor.send({ type: 'pending.cancel', period: view.period })}
                onYes={() => actor.send({ type: 'confirm.yes' })}
                onBack={() => actor.send({ type: 'confirm.back' })}
              >
                <AmountField
                  name={`${view.period}Limit`}
                  label={copy.newLimit(view.period, single)}
                  currency={currency}
                  hint={copy.amountHint(currency)}
                  value={draft[view.period] ?? ''}
                  error={fieldErrors[view.period]}
                  refusedBy={nothingTyped && index === 0 ? errorId : undefined}
                  readOnly={busy}
                  onValueChange={(value) =>
                    actor.send({ type: 'limit.change', period: view.period, value })
                  }
                />
              </PeriodSection>
            ))}
            <div className="actions">
              <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
                {busy ? copy.saving : copy.save}
              </button>
            </div>
          </form>
        </>
      )}
    </Page>
  );
}

const sameView = (a: PeriodView, b: PeriodView | undefined) =>
  b !== undefined &&
  a.period === b.period &&
  a.limit === b.limit &&
  a.used === b.used &&
  a.pending === b.pending;
const shallowPeriods = (a: PeriodView[], b: PeriodView[]) =>
  a.length === b.length && a.every((view, index) => sameView(view, b[index]));

function PeriodSection({
  view,
  single,
  busy,
  asking,
  error,
  onConfirm,
  onCancel,
  onYes,
  onBack,
  children,
}: {
  view: PeriodView;
  single: boolean;
  busy: boolean;
  /** This period's "Are you sure?" is shown (and stays while its Yes runs). */
  asking: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  onYes: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  const name = copy.periodName(view.period);
  const headingId = `limit-${view.period}`;
  const confirmButton = useFocusAfterConfirm<HTMLButtonElement>(asking, error);
  return (
    <section className="field-group" aria-labelledby={single ? undefined : headingId}>
      {single ? null : <h2 id={headingId}>{name}</h2>}
      <dl>
        <dt>{copy.current}</dt>
        <dd>{view.limit}</dd>
        {view.used === null ? null : (
          <>
            <dt>{copy.used}</dt>
            <dd>{view.used}</dd>
          </>
        )}
        {view.pending === null ? null : (
          <>
            <dt>{copy.pending}</dt>
            <dd>{view.pending}</dd>
          </>
        )}
      </dl>
      {view.pending === null ? null : asking ? (
        <ConfirmStep
          body={copy.confirmPendingBody(view.pending)}
          busy={busy}
          onYes={onYes}
          onBack={onBack}
        />
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={busy || undefined}
            aria-label={copy.cancelPending(single ? null : view.period)}
            onClick={onCancel}
          >
            {copy.cancel}
          </button>
          <button
            type="button"
            className="button-primary"
            aria-disabled={busy || undefined}
            aria-label={copy.confirmPending(single ? null : view.period)}
            ref={confirmButton}
            onClick={onConfirm}
          >
            {copy.confirm}
          </button>
        </div>
      )}
      {children}
    </section>
  );
}
