import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { identityWait as waitCopy } from '../../copy/ours/identity';
import { manualPii as copy } from '../../copy/ours/manual-pii';
import {
  asManualPiiRef,
  type ManualPiiRef,
  selectCanGoBack,
  selectCheckFailed,
  selectCountryOptions,
  selectDraft,
  selectFieldErrors,
  selectFormError,
  selectIsChecking,
  selectIsLoading,
  selectIsSubmitting,
  selectListError,
  selectListsFailed,
  selectPage,
  selectRaceAndGenderRef,
  selectRaceAsked,
  selectRegionOptions,
} from '../../machines/manual-pii.selectors';
import type { ManualPiiField, ManualPiiRoutePage } from '../../machines/manual-pii-form';
import { addressWording, localToday } from '../../machines/manual-pii-form';
import { Banner } from '../../src/ui/banner';
import { Field } from '../../src/ui/field';
import { Loading } from '../../src/ui/loading';
import { SelectField } from '../../src/ui/select-field';
import { StepPage, stepLoad } from '../../src/ui/step-page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { StepScreen } from '../signup/step-screen';
import { RaceAndGenderForm } from './race-and-gender';

/**
 * The manual-PII pages (product.md 2.2, 2.3): /signup/name, /signup/address, /signup/birthdate,
 * /signup/race_and_gender, /signup/v2/missing_address and /signup/manual_pii_processing, and their
 * /web twins. The step machine (machines/manual-pii.machine.ts) holds the draft, moves between the
 * pages and saves; this screen renders the page it is on and sends `field.change`, `page.submit`,
 * `page.back`, `lists.retry` and `status.check`.
 */

type Props = { step: ManualPiiRef };

function useDraftField(step: ManualPiiRef) {
  const draft = useSelector(step, selectDraft);
  const errors = useSelector(step, selectFieldErrors);
  return {
    draft,
    errors,
    change: (field: ManualPiiField) => (value: string) =>
      step.send({ type: 'field.change', field, value }),
  };
}

function NameFields({ step }: Props) {
  const { draft, errors, change } = useDraftField(step);
  return (
    <>
      <Field
        name="firstName"
        label={copy.firstName}
        autoComplete="given-name"
        value={draft.firstName}
        onValueChange={change('firstName')}
        error={errors.firstName}
        required
      />
      <Field
        name="middleName"
        label={copy.middleName}
        autoComplete="additional-name"
        value={draft.middleName}
        onValueChange={change('middleName')}
        error={errors.middleName}
      />
      <Field
        name="lastName"
        label={copy.lastName}
        autoComplete="family-name"
        value={draft.lastName}
        onValueChange={change('lastName')}
        error={errors.lastName}
        required
      />
    </>
  );
}

function AddressFields({ step }: Props) {
  const { draft, errors, change } = useDraftField(step);
  const countries = useSelector(step, selectCountryOptions, shallowEqual);
  const regions = useSelector(step, selectRegionOptions, shallowEqual);
  const wording = addressWording(draft.countryCode);
  return (
    <>
      <SelectField
        name="countryCode"
        label={copy.country}
        placeholder={copy.chooseCountry}
        autoComplete="country"
        value={draft.countryCode}
        options={countries}
        onValueChange={change('countryCode')}
        error={errors.countryCode}
        required
      />
      <Field
        name="line1"
        label={copy.line1}
        autoComplete="address-line1"
        value={draft.line1}
        onValueChange={change('line1')}
        // A server message about the address as a whole is shown at its first line.
        error={errors.line1 ?? errors.address}
        required
      />
      <Field
        name="line2"
        label={copy.line2}
        autoComplete="address-line2"
        value={draft.line2}
        onValueChange={change('line2')}
        error={errors.line2}
      />
      <Field
        name="city"
        label={copy.city}
        autoComplete="address-level2"
        value={draft.city}
        onValueChange={change('city')}
        error={errors.city}
        required
      />
      <SelectField
        name="region"
        label={copy.region[wording]}
        placeholder={copy.chooseRegion[wording]}
        autoComplete="address-level1"
        value={draft.region}
        options={regions}
        onValueChange={change('region')}
        error={errors.region}
        required
      />
      <Field
        name="postalCode"
        label={copy.postalCode[wording]}
        autoComplete="postal-code"
        inputMode={wording === 'us' ? 'numeric' : 'text'}
        value={draft.postalCode}
        onValueChange={change('postalCode')}
        error={errors.postalCode}
        required
      />
    </>
  );
}

function BirthdateField({ step }: Props) {
  const { draft, errors, change } = useDraftField(step);
  return (
    <Field
      name="birthdate"
      label={copy.birthdate}
      type="date"
      autoComplete="bday"
      max={localToday(new Date())}
      value={draft.birthdate}
      onValueChange={change('birthdate')}
      error={errors.birthdate}
      required
    />
  );
}

function BackButton({ step }: Props) {
  const canGoBack = useSelector(step, selectCanGoBack);
  if (!canGoBack) return null;
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => step.send({ type: 'page.back' })}
    >
      {copy.back}
    </button>
  );
}

/** One page's form: its fields, Back, and Continue (or Submit on the last page). */
function PageForm({ step, last, children }: Props & { last: boolean; children: ReactNode }) {
  const errors = useSelector(step, selectFieldErrors);
  const submitting = useSelector(step, selectIsSubmitting);
  const container = useFocusFirstInvalid<HTMLFormElement>(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'page.submit' });
  };
  return (
    <form ref={container} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {children}
      {/* Back before the primary button, as on every other page (the primary one ends the row). */}
      <div className="actions">
        <BackButton step={step} />
        <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
          {submitting ? copy.saving : last ? copy.submit : copy.continue}
        </button>
      </div>
    </form>
  );
}

function RacePage({ step }: Props) {
  const race = useSelector(step, selectRaceAndGenderRef);
  // The choice is sent; the details are being saved.
  if (!race) return <Loading text={copy.saving} />;
  return (
    <RaceAndGenderForm
      actor={race}
      submitLabel={copy.submit}
      actions={<BackButton step={step} />}
    />
  );
}

function ProcessingPage({ step }: Props) {
  const checking = useSelector(step, selectIsChecking);
  const failed = useSelector(step, selectCheckFailed);
  return (
    <>
      {/* A read that failed says so, as the identity check's waiting page does (QA 23); the
          region stays in the page so what it says is announced. */}
      <p role="status" aria-live="polite">
        {failed && !checking ? waitCopy.checkFailed : ''}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button-primary"
          aria-disabled={checking || undefined}
          onClick={() => step.send({ type: 'status.check' })}
        >
          {checking ? copy.checking : copy.checkAgain}
        </button>
      </div>
    </>
  );
}

const CONTENT: Record<ManualPiiRoutePage, (props: Props) => ReactNode> = {
  name: ({ step }) => (
    <PageForm step={step} last={false}>
      <NameFields step={step} />
    </PageForm>
  ),
  address: ({ step }) => (
    <PageForm step={step} last={false}>
      <AddressFields step={step} />
    </PageForm>
  ),
  birthdate: ({ step }) => (
    <PageForm step={step} last={!useSelector(step, selectRaceAsked)}>
      <BirthdateField step={step} />
    </PageForm>
  ),
  raceAndGender: RacePage,
  missingAddress: ({ step }) => (
    <PageForm step={step} last>
      <AddressFields step={step} />
    </PageForm>
  ),
  processing: ProcessingPage,
};

function ManualPiiPage({ step }: Props) {
  const page = useSelector(step, selectPage);
  const loading = useSelector(step, selectIsLoading);
  const listsFailed = useSelector(step, selectListsFailed);
  const listError = useSelector(step, selectListError);
  const formError = useSelector(step, selectFormError);
  const Content = CONTENT[page];
  const load = stepLoad({
    failed: listsFailed,
    loading,
    loadingText: copy.loading,
    message: listError,
    retryLabel: copy.retry,
    onRetry: () => step.send({ type: 'lists.retry' }),
  });
  return (
    // A new page is a new Page: its heading takes the focus (src/ui/page.tsx).
    <StepPage key={page} title={copy.titles[page]} load={load}>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      {page === 'raceAndGender' ? null : <p>{copy.intros[page]}</p>}
      <Content step={step} />
    </StepPage>
  );
}

export default function ManualPiiScreen() {
  return <StepScreen narrow={asManualPiiRef} view={ManualPiiPage} />;
}
