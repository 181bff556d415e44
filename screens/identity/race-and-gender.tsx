import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import type { RaceAndGenderOption } from '../../api/manual-pii';
import { manualPii as copy } from '../../copy/ours/manual-pii';
import {
  type RaceAndGenderRef,
  selectGenderOptions,
  selectRaceFieldErrors,
  selectRaceFormError,
  selectRaceLoadFailed,
  selectRaceLoading,
  selectRaceOptions,
  selectRaceSubmitting,
  selectSelection,
} from '../../machines/manual-pii.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Loading } from '../../src/ui/loading';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';

/**
 * Race and gender (product.md 2.2, 2.3): the server's answers as two radio groups, one answer of
 * each. The form renders a race-and-gender actor (machines/manual-pii-race-and-gender.machine.ts)
 * and sends `race.choose`, `gender.choose`, `selection.submit` and `options.retry`; the sign-up
 * step's page and the account pages (/race_and_gender, /web/race_and_gender) both use it.
 */

function RadioGroup({
  name,
  legend,
  options,
  value,
  error,
  onChoose,
}: {
  name: string;
  legend: string;
  options: readonly RaceAndGenderOption[];
  value: string;
  error: string | undefined;
  onChoose: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // The error describes each radio, where the focus lands, not the fieldset, which screen
    // readers often skip once inside the group (QA 12; as the self-exclusion period's radios).
    <fieldset className="field-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div className="field field-checkbox" key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChoose(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The two groups, the banner of a failed load or save, and the submit (with `actions` beside it). */
export function RaceAndGenderForm({
  actor,
  submitLabel,
  actions,
}: {
  actor: RaceAndGenderRef;
  submitLabel: string;
  actions?: ReactNode;
}) {
  const races = useSelector(actor, selectRaceOptions, shallowEqual);
  const genders = useSelector(actor, selectGenderOptions, shallowEqual);
  const selection = useSelector(actor, selectSelection);
  const errors = useSelector(actor, selectRaceFieldErrors);
  const formError = useSelector(actor, selectRaceFormError);
  const loading = useSelector(actor, selectRaceLoading);
  const failed = useSelector(actor, selectRaceLoadFailed);
  const submitting = useSelector(actor, selectRaceSubmitting);
  const container = useFocusFirstInvalid<HTMLFormElement>(errors);

  if (loading) return <Loading text={copy.loading} />;
  if (failed)
    return (
      <>
        <Banner kind="danger">{formError}</Banner>
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => actor.send({ type: 'options.retry' })}
          >
            {copy.retry}
          </button>
          {actions}
        </div>
      </>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'selection.submit' });
  };
  return (
    <form ref={container} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <p>{copy.intros.raceAndGender}</p>
      <RadioGroup
        name="race"
        legend={copy.race}
        options={races}
        value={selection.race}
        error={errors.race}
        onChoose={(value) => actor.send({ type: 'race.choose', value })}
      />
      <RadioGroup
        name="gender"
        legend={copy.gender}
        options={genders}
        value={selection.gender}
        error={errors.gender}
        onChoose={(value) => actor.send({ type: 'gender.choose', value })}
      />
      <div className="actions">
        {actions}
        <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
          {submitting ? copy.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** /race_and_gender and /web/race_and_gender: the `raceAndGender` flow (src/flows/identity.ts). */
export default function RaceAndGenderScreen() {
  const flow = useFlow('raceAndGender');
  return (
    <Page title={copy.titles.raceAndGender}>
      <RaceAndGenderForm actor={flow} submitLabel={copy.submit} />
    </Page>
  );
}
