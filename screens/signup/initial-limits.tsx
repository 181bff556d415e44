import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { initialLimits as initialLimitsCopy } from '../../copy/ours/initial-limits';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  DEPOSIT_PERIODS,
  type DepositPeriod,
  type LimitField,
  NO_TIME_LIMIT,
  TIME_LIMIT_HOURS,
} from '../../machines/initial-limits.machine';
import {
  asInitialLimitsRef,
  type InitialLimitsRef,
  selectCurrency,
  selectDraft,
  selectError,
  selectFieldErrors,
  selectIsSubmitting,
} from '../../machines/initial-limits.selectors';
import { selectStepRef } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import SignupEntryScreen from './signup-entry';

/**
 * Set Your Limits (/web/signup/initial_set_limits, /signup/initial_set_limits): optional daily,
 * weekly and monthly deposit limits in whole units of the region's currency, and a daily time
 * limit. Save sends what was entered, Skip sets nothing; both pass the step. It renders the
 * initial-limits step machine and only sends `limits.change`, `limits.save` and `limits.skip`.
 */
const copy = initialLimitsCopy;

const PERIOD_LABELS: Record<DepositPeriod, string> = {
  daily: copy.daily,
  weekly: copy.weekly,
  monthly: copy.monthly,
};

export default function InitialLimitsScreen() {
  const { onboarding } = useActors();
  const step = asInitialLimitsRef(useSelector(onboarding, selectStepRef));
  // Before the step machine runs (loading, syncing) and after it is done: the entry view.
  if (!step) return <SignupEntryScreen />;
  return <InitialLimitsView step={step} />;
}

const fieldsetStyle = {
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  padding: '0.75rem 1rem 0.25rem',
  margin: '0 0 1rem',
} as const;
const rowStyle = { display: 'flex', alignItems: 'center', gap: '0.5rem' } as const;
const controlStyle = {
  font: 'inherit',
  padding: '0.625rem 0.75rem',
  minHeight: '44px',
  flex: 1,
  minWidth: 0,
} as const;

function AmountField({
  name,
  label,
  currency,
  value,
  error,
  readOnly,
  onValueChange,
}: {
  name: string;
  label: string;
  currency: string;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [`${id}-currency`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div style={rowStyle}>
        <span id={`${id}-currency`} className="field-prefix">
          {currency}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          style={controlStyle}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TimeLimitField({
  value,
  error,
  disabled,
  onValueChange,
}: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{copy.timeLimit}</label>
      <p id={`${id}-hint`} className="field-hint">
        {copy.timeLimitHint}
      </p>
      <select
        id={id}
        name="dailyTimeLimit"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        style={controlStyle}
      >
        <option value="">{copy.timeLimitUnset}</option>
        <option value={NO_TIME_LIMIT}>{copy.noLimit}</option>
        {TIME_LIMIT_HOURS.map((hours) => (
          <option key={hours} value={String(hours)}>
            {copy.hours(hours)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function InitialLimitsView({ step }: { step: InitialLimitsRef }) {
  const draft = useSelector(step, selectDraft);
  const currency = useSelector(step, selectCurrency);
  const fieldErrors = useSelector(step, selectFieldErrors);
  const error = useSelector(step, selectError);
  const submitting = useSelector(step, selectIsSubmitting);
  const hintId = useId();

  const change = (field: LimitField, value: string) =>
    step.send({ type: 'limits.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'limits.save' });
  };

  return (
    <Page title={progressCopy.setLimits}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <p>{copy.intro}</p>
        <fieldset style={fieldsetStyle} aria-describedby={hintId}>
          <legend>{copy.depositLegend}</legend>
          <p id={hintId} className="field-hint">
            {copy.depositHint(currency)}
          </p>
          {DEPOSIT_PERIODS.map((period) => (
            <AmountField
              key={period}
              name={`${period}DepositLimit`}
              label={PERIOD_LABELS[period]}
              currency={currency}
              value={draft[period]}
              error={fieldErrors[period]}
              readOnly={submitting}
              onValueChange={(value) => change(period, value)}
            />
          ))}
        </fieldset>
        <TimeLimitField
          value={draft.timeLimit}
          error={fieldErrors.timeLimit}
          disabled={submitting}
          onValueChange={(value) => change('timeLimit', value)}
        />
        <p className="muted">{copy.laterNote}</p>
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            disabled={submitting}
            onClick={() => step.send({ type: 'limits.skip' })}
          >
            {copy.skip}
          </button>
          <button type="submit" className="button-primary" disabled={submitting}>
            {submitting ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </Page>
  );
}
