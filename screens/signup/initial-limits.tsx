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
import { AmountField } from '../../src/ui/amount-field';
import { Banner } from '../../src/ui/banner';
import { SelectField } from '../../src/ui/select-field';
import { StepPage } from '../../src/ui/step-page';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { StepScreen } from './step-screen';

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
  return <StepScreen narrow={asInitialLimitsRef} view={InitialLimitsView} />;
}

// The time limit's choices: none chosen yet (the placeholder), no limit, or 1 to 24 hours.
const TIME_LIMIT_OPTIONS = [
  { value: NO_TIME_LIMIT, label: copy.noLimit },
  ...TIME_LIMIT_HOURS.map((hours) => ({ value: String(hours), label: copy.hours(hours) })),
];

function InitialLimitsView({ step }: { step: InitialLimitsRef }) {
  const draft = useSelector(step, selectDraft);
  const currency = useSelector(step, selectCurrency);
  const fieldErrors = useSelector(step, selectFieldErrors);
  const error = useSelector(step, selectError);
  const submitting = useSelector(step, selectIsSubmitting);
  const hintId = useId();
  // A refused Save takes the focus to the first field it names (decision 079), each time: the
  // same amount saved again is refused again (QA 10).
  const { container: form, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Object.values(fieldErrors).some(Boolean),
  );

  const change = (field: LimitField, value: string) =>
    step.send({ type: 'limits.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (submitting) return;
    step.send({ type: 'limits.save' });
    submitted();
  };

  return (
    <StepPage title={progressCopy.setLimits}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <p>{copy.intro}</p>
        <fieldset className="field-group" aria-describedby={hintId}>
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
        <SelectField
          name="dailyTimeLimit"
          label={copy.timeLimit}
          hint={copy.timeLimitHint}
          autoComplete="off"
          placeholder={copy.timeLimitUnset}
          options={TIME_LIMIT_OPTIONS}
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
          <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
            {submitting ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </StepPage>
  );
}
