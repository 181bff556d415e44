import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { personalInfo as personalInfoCopy } from '../../copy/ours/personal-info';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  asPersonalInfoRef,
  type PersonalInfoRef,
  selectCountries,
  selectDraft,
  selectEmployerFieldsApply,
  selectFieldErrors,
  selectFields,
  selectFormError,
  selectFormSaved,
  selectIsLoading,
  selectIsSubmitting,
  selectIsWebPage,
  selectListError,
  selectListsFailed,
  selectPhonePending,
  selectPhoneVerified,
  selectSections,
  selectSmsRef,
  selectSsn,
  selectSuggestions,
} from '../../machines/personal-info.selectors';
import {
  type DraftField,
  EMPLOYMENT_STATUSES,
  type PersonalSection,
} from '../../machines/personal-info-form';
import { PhoneField } from '../../screens/common/phone-field';
import { Banner } from '../../src/ui/banner';
import { Field } from '../../src/ui/field';
import { SelectField } from '../../src/ui/select-field';
import { SsnField } from '../../src/ui/ssn-field';
import { StepPage, stepLoad } from '../../src/ui/step-page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { PhoneVerificationForm } from './phone-verification';
import { StepScreen } from './step-screen';

/**
 * Personal Information (product.md 2.3, 4.3): /signup/preferred_name, /signup/residence_citizenship,
 * /signup/ssn and /signup/employment_details on the mobile layouts, one section each, and
 * /web/signup/pii on the web layout, every pending section on one page. The step machine
 * (machines/personal-info.machine.ts) holds what is typed, checks and saves it; this screen
 * renders its state and sends `draft.change`, `secret.change`, `occupation.choose`,
 * `form.submit` and `lists.retry`.
 */
const copy = personalInfoCopy;

interface SectionProps {
  stepRef: PersonalInfoRef;
  /** The id of the page's form, for controls rendered outside it (see PersonalInfoForm). */
  form: string;
}

function useStepForm(stepRef: PersonalInfoRef) {
  const draft = useSelector(stepRef, selectDraft);
  const errors = useSelector(stepRef, selectFieldErrors);
  const change = (field: DraftField, value: string) =>
    stepRef.send({ type: 'draft.change', field, value });
  return { draft, errors, change };
}

function PreferredNameSection({ stepRef, form }: SectionProps) {
  const { draft, errors, change } = useStepForm(stepRef);
  return (
    <Field
      name="preferredName"
      label={copy.preferredName}
      hint={copy.preferredNameHint}
      autoComplete="nickname"
      form={form}
      value={draft.preferredName}
      onValueChange={(value) => change('preferredName', value)}
      error={errors.preferredName}
      required
    />
  );
}

function ResidenceCitizenshipSection({ stepRef, form }: SectionProps) {
  const { draft, errors, change } = useStepForm(stepRef);
  const fields = useSelector(stepRef, selectFields);
  const countries = useSelector(stepRef, selectCountries);
  return (
    <>
      {fields.includes('residence') ? (
        <SelectField
          name="residence"
          label={copy.residence}
          placeholder={copy.chooseCountry}
          autoComplete="country-name"
          form={form}
          value={draft.residence}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          onValueChange={(value) => change('residence', value)}
          error={errors.residence}
          required
        />
      ) : null}
      {fields.includes('citizenship') ? (
        <SelectField
          name="citizenship"
          label={copy.citizenship}
          placeholder={copy.chooseCitizenship}
          // No autofill token means a nationality: the address's country would fill it (QA 10).
          autoComplete="off"
          form={form}
          value={draft.citizenship}
          // Citizenship reads as a nationality: the list's demonyms (product.md 3 "Countries").
          options={countries.map((country) => ({
            value: country.code,
            label: country.demonym || country.name,
          }))}
          onValueChange={(value) => change('citizenship', value)}
          error={errors.citizenship}
          required
        />
      ) : null}
    </>
  );
}

function SsnSection({ stepRef, form }: SectionProps) {
  const ssn = useSelector(stepRef, selectSsn);
  const errors = useSelector(stepRef, selectFieldErrors);
  return (
    <SsnField
      name="last4Ssn"
      label={ssnCopy.label}
      hint={copy.ssnHint}
      showLabel={copy.showSsn}
      form={form}
      value={ssn}
      onValueChange={(value) => stepRef.send({ type: 'secret.change', field: 'last4Ssn', value })}
      error={errors.last4Ssn}
      required
    />
  );
}

function OccupationSuggestions({ stepRef }: { stepRef: PersonalInfoRef }) {
  const suggestions = useSelector(stepRef, selectSuggestions, shallowEqual);
  if (suggestions.length === 0) return null;
  return (
    <ul className="suggestions" aria-label={copy.jobTitleSuggestions}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.title}>
          <button
            type="button"
            className="button-link"
            aria-disabled={suggestion.blacklisted || undefined}
            onClick={() => stepRef.send({ type: 'occupation.choose', jobTitle: suggestion.title })}
          >
            {suggestion.blacklisted
              ? `${suggestion.title} (${copy.notEligible})`
              : suggestion.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function EmploymentSection({ stepRef, form }: SectionProps) {
  const { draft, errors, change } = useStepForm(stepRef);
  const employerFieldsApply = useSelector(stepRef, selectEmployerFieldsApply);
  return (
    <>
      <SelectField
        name="employmentStatus"
        label={copy.employmentStatus}
        placeholder={copy.chooseEmploymentStatus}
        autoComplete="off"
        form={form}
        value={draft.employmentStatus}
        options={EMPLOYMENT_STATUSES.map((status) => ({
          value: status,
          label: copy.employmentStatuses[status],
        }))}
        onValueChange={(value) => change('employmentStatus', value)}
        error={errors.employmentStatus}
        required
      />
      {employerFieldsApply ? (
        <>
          <Field
            name="jobTitle"
            label={copy.jobTitle}
            autoComplete="organization-title"
            form={form}
            value={draft.jobTitle}
            onValueChange={(value) => change('jobTitle', value)}
            error={errors.jobTitle}
            required
          />
          <OccupationSuggestions stepRef={stepRef} />
          <Field
            name="typeOfBusiness"
            label={copy.typeOfBusiness}
            autoComplete="off"
            form={form}
            value={draft.typeOfBusiness}
            onValueChange={(value) => change('typeOfBusiness', value)}
            error={errors.typeOfBusiness}
            required
          />
          <Field
            name="employerName"
            label={copy.employerName}
            autoComplete="organization"
            form={form}
            value={draft.employerName}
            onValueChange={(value) => change('employerName', value)}
            error={errors.employerName}
            required
          />
          <PhoneField
            name="employerPhoneNumber"
            label={copy.employerPhoneNumber}
            hint={copy.employerPhoneHint}
            // The employer's, not the patron's own: autofill keeps the two apart.
            autoComplete="section-employer work tel-national"
            form={form}
            digits={draft.employerPhoneNumber}
            onDigitsChange={(value) => change('employerPhoneNumber', value)}
            error={errors.employerPhoneNumber}
            required
          />
          <Field
            name="employerAddress"
            label={copy.employerAddress}
            autoComplete="section-employer street-address"
            form={form}
            value={draft.employerAddress}
            onValueChange={(value) => change('employerAddress', value)}
            error={errors.employerAddress}
            required
          />
        </>
      ) : null}
    </>
  );
}

const SECTIONS: Record<PersonalSection, (props: SectionProps) => ReactNode> = {
  preferredName: PreferredNameSection,
  residenceCitizenship: ResidenceCitizenshipSection,
  ssn: SsnSection,
  employment: EmploymentSection,
};

// product.md 4.3 puts the phone number after residence/citizenship and before the SSN.
const BEFORE_PHONE: ReadonlySet<PersonalSection> = new Set([
  'preferredName',
  'residenceCitizenship',
]);

/** The phone number on the web page: the SMS machine's own form, then a note once verified. */
function PhoneSection({ stepRef }: { stepRef: PersonalInfoRef }) {
  const smsRef = useSelector(stepRef, selectSmsRef);
  const verified = useSelector(stepRef, selectPhoneVerified);
  if (smsRef) return <PhoneVerificationForm smsRef={smsRef} />;
  return verified ? <p role="status">{copy.phoneVerified}</p> : null;
}

function PersonalInfoForm({ stepRef }: { stepRef: PersonalInfoRef }) {
  const formId = useId();
  const sections = useSelector(stepRef, selectSections, shallowEqual);
  const errors = useSelector(stepRef, selectFieldErrors);
  const submitting = useSelector(stepRef, selectIsSubmitting);
  const saved = useSelector(stepRef, selectFormSaved);
  const phonePending = useSelector(stepRef, selectPhonePending);
  // The page's fields join the form through the `form` attribute (some sit outside it).
  const container = useFocusFirstInvalid<HTMLDivElement>(errors, '[form][aria-invalid="true"]');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    stepRef.send({ type: 'form.submit' });
  };
  const render = (list: readonly PersonalSection[]) =>
    list.map((section) => {
      const Section = SECTIONS[section];
      return <Section key={section} stepRef={stepRef} form={formId} />;
    });

  // The phone verification is its own form, and forms do not nest: the sections before it sit
  // outside this form and join it through their `form` attribute.
  const before = phonePending ? sections.filter((s) => BEFORE_PHONE.has(s)) : [];
  const after = sections.filter((s) => !before.includes(s));

  return (
    <div ref={container}>
      {/* "Your details are saved" only once the patron saved some: a page owing only the phone
          number has none (QA 19). */}
      {saved && sections.length > 0 ? (
        <p role="status">{copy.savedWaitingForPhone}</p>
      ) : !saved && sections.length > 0 ? (
        render(before)
      ) : null}
      {phonePending ? <PhoneSection stepRef={stepRef} /> : null}
      {!saved && sections.length > 0 ? (
        <form id={formId} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          {render(after)}
          <div className="actions">
            <button
              type="submit"
              className="button-primary"
              aria-disabled={submitting || undefined}
            >
              {submitting ? copy.saving : copy.continue}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function PersonalInfoPage({ step }: { step: PersonalInfoRef }) {
  const web = useSelector(step, selectIsWebPage);
  const sections = useSelector(step, selectSections, shallowEqual);
  const loading = useSelector(step, selectIsLoading);
  const listsFailed = useSelector(step, selectListsFailed);
  const listError = useSelector(step, selectListError);
  const formError = useSelector(step, selectFormError);
  const first = sections[0];
  const title = web || !first ? progressCopy.personalInformation : copy.titles[first];
  const load = stepLoad({
    failed: listsFailed,
    loading,
    loadingText: copy.loading,
    message: listError,
    retryLabel: copy.retry,
    onRetry: () => step.send({ type: 'lists.retry' }),
  });
  return (
    <StepPage title={title} load={load}>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <PersonalInfoForm stepRef={step} />
    </StepPage>
  );
}

export default function PersonalInfoScreen() {
  return <StepScreen narrow={asPersonalInfoRef} view={PersonalInfoPage} />;
}
