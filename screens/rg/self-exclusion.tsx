import { useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SelfExclusionOption } from '../../api/responsible-gaming';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import {
  type SelfExclusionStep,
  type selfExclusionMachine,
  stepPlace,
} from '../../machines/self-exclusion.machine';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { CheckboxField } from '../../src/ui/field';
import { Page } from '../../src/ui/page';
import { SsnField } from '../../src/ui/ssn-field';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { LoadState } from './load-state';

const copy = rgCopy.selfExclusion;
type Snapshot = SnapshotFrom<typeof selfExclusionMachine>;
type View = 'loading' | 'loadFailed' | 'noOptions' | 'period' | 'personal' | 'waivers' | 'busy';

const selectView = (s: Snapshot): View => {
  if (s.matches({ period: 'loading' }) || s.matches({ period: 'checking' })) return 'loading';
  if (s.matches({ period: 'loadFailed' })) return 'loadFailed';
  if (s.matches({ period: 'noOptions' })) return 'noOptions';
  if (s.matches('period')) return 'period';
  if (s.matches('personal')) return 'personal';
  if (s.matches('waivers')) return 'waivers';
  // A step that is done keeps its page until the next one's has loaded: never the submit's
  // "Submitting your request…", which it is not (QA 5).
  if (s.matches('leaving')) return s.context.openedAt;
  return 'busy';
};
const selectContext = (s: Snapshot) => s.context;

/** Each step's name, the heading of its form. */
const STEP_NAMES: Record<SelfExclusionStep, string> = {
  period: copy.periodTitle,
  personal: copy.personalTitle,
  waivers: copy.waiversTitle,
};

const optionLabel = (option: SelfExclusionOption) =>
  option.label || (option.lifetime ? copy.lifetime : copy.days(option.duration ?? 0));

/**
 * The self-exclusion pages (/rg/self_exclusion and /cool_off_self_exclusion, each with /period,
 * /personal and /waivers): the step the selfExclusion flow's run is at. It only sends events;
 * the flow's output moves the patron to the next page.
 */
export default function SelfExclusionScreen() {
  // Each step page is a new run of the flow: re-read it when the page (or its loading) changes,
  // and draw a fresh view for each run.
  useMatch({ strict: false, select: (match) => `${String(match.routeId)} ${match.status}` });
  const actor = useFlow('selfExclusion');
  return <SelfExclusionView key={actor.sessionId} actor={actor} />;
}

function SelfExclusionView({ actor }: { actor: ReturnType<typeof useFlow<'selfExclusion'>> }) {
  const view = useSelector(actor, selectView);
  const { base, data, fieldError, ssnRequired } = useSelector(actor, selectContext);
  // The three pages look alike: each says which step it is (QA 5).
  const stepOf = (step: SelfExclusionStep) => {
    const place = stepPlace(step, ssnRequired);
    return <p className="muted">{copy.stepOf(place.number, place.of)}</p>;
  };
  const errorId = useId();
  const serverErrorId = useId();
  // Where no SSN is asked (Canada) an ssn error of a 422 comes back to the waivers page (product.md
  // 5): it is said there, in the form, and takes the focus the page's heading would.
  const serverError = view === 'waivers' ? data.ssnError : null;
  const serverErrorBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (serverError) serverErrorBox.current?.focus();
  }, [serverError]);
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(fieldError ?? (view === 'personal' ? data.ssnError : null)),
  );
  const next = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (view === 'busy') return;
    actor.send({ type: 'step.next' });
    submitted();
  };
  const back = (
    <button
      type="button"
      className="button-secondary"
      onClick={() => actor.send({ type: 'step.back' })}
    >
      {copy.back}
    </button>
  );
  const title = base === '/cool_off_self_exclusion' ? copy.coolOffTitle : copy.title;
  // The steps share one heading: each names itself in the tab's title and in what the heading
  // reads out when it takes the focus, so a screen reader hears that Continue moved on (QA 12).
  const step: SelfExclusionStep | null =
    view === 'busy'
      ? 'waivers'
      : view === 'period' || view === 'personal' || view === 'waivers'
        ? view
        : null;
  const place = step && stepPlace(step, ssnRequired);
  const stepTitle =
    step && place && copy.stepTitle(title, place.number, place.of, STEP_NAMES[step]);

  let body: ReactNode;
  if (view === 'loading' || view === 'loadFailed')
    body = (
      <LoadState
        loading={view === 'loading'}
        loadingText={copy.loading}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    );
  else if (view === 'noOptions')
    body = (
      <>
        <p role="status">{copy.noOptions}</p>
        <LoadState
          loading={false}
          loadingText={copy.loading}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      </>
    );
  else if (view === 'period')
    body = (
      <form ref={container} noValidate onSubmit={next}>
        {stepOf('period')}
        <h2>{copy.periodTitle}</h2>
        <fieldset className="field-group">
          <legend>{copy.periodLegend}</legend>
          {(data.options ?? []).map((option, index) => (
            <div className="field field-checkbox" key={optionLabel(option)}>
              <input
                id={`${errorId}-${index}`}
                type="radio"
                name="selfExclusionPeriod"
                checked={data.period === index}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
                onChange={() => actor.send({ type: 'period.choose', index })}
              />
              <label htmlFor={`${errorId}-${index}`}>{optionLabel(option)}</label>
            </div>
          ))}
          {fieldError ? (
            <p id={errorId} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button-primary">
            {copy.next}
          </button>
        </div>
      </form>
    );
  else if (view === 'personal')
    body = (
      <form ref={container} noValidate onSubmit={next}>
        {stepOf('personal')}
        <h2>{copy.personalTitle}</h2>
        <SsnField
          name="last4Ssn"
          label={ssnCopy.label}
          hint={copy.ssnHint}
          showLabel={copy.showSsn}
          value={data.ssn}
          error={fieldError ?? data.ssnError}
          onValueChange={(value) => actor.send({ type: 'ssn.change', value })}
        />
        <div className="actions">
          {back}
          <button type="submit" className="button-primary">
            {copy.next}
          </button>
        </div>
      </form>
    );
  else
    body = (
      <form
        ref={container}
        noValidate
        onSubmit={next}
        aria-busy={view === 'busy' || undefined}
        aria-describedby={serverError ? serverErrorId : undefined}
      >
        {stepOf('waivers')}
        <h2>{copy.waiversTitle}</h2>
        {serverError ? (
          <p
            ref={serverErrorBox}
            id={serverErrorId}
            role="alert"
            tabIndex={-1}
            className="field-error"
          >
            {serverError}
          </p>
        ) : null}
        <fieldset className="field-group" aria-describedby={fieldError ? errorId : undefined}>
          <legend>{copy.waiversLegend}</legend>
          {copy.waivers.map((waiver, index) => (
            <CheckboxField
              key={waiver}
              name={`waiver${index}`}
              label={waiver}
              checked={data.accepted[index] === true}
              invalid={Boolean(fieldError) && data.accepted[index] !== true}
              describedBy={fieldError ? errorId : undefined}
              onCheckedChange={(accepted) => actor.send({ type: 'waiver.toggle', index, accepted })}
            />
          ))}
          {fieldError ? (
            <p id={errorId} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </fieldset>
        <div className="actions">
          {back}
          <button
            type="submit"
            className="button-primary"
            aria-disabled={view === 'busy' || undefined}
          >
            {view === 'busy' ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
    );

  return (
    <Page
      title={stepTitle || title}
      heading={
        stepTitle ? (
          <>
            <span aria-hidden="true">{title}</span>
            <span className="visually-hidden">{stepTitle}</span>
          </>
        ) : undefined
      }
    >
      {data.error ? <Banner kind="danger">{data.error}</Banner> : null}
      <p>{copy.intro}</p>
      {body}
    </Page>
  );
}
