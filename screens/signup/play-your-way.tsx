import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { playYourWay as playYourWayCopy } from '../../copy/ours/play-your-way';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  asPlayYourWayRef,
  type PlayYourWayRef,
  selectCards,
  selectError,
  selectFieldError,
  selectIsLoading,
  selectIsSubmitting,
  selectLoadFailed,
} from '../../machines/play-your-way.selectors';
import { Banner } from '../../src/ui/banner';
import { StepPage, stepLoad } from '../../src/ui/step-page';
import { StepScreen } from './step-screen';

/**
 * Play Your Way (/web/signup/play_your_way, /signup/play_your_way): the onboarding promotions as
 * cards, each a toggle button (aria-pressed) so the choice works with a keyboard and is announced;
 * Continue saves the chosen ones, Skip declines them all. It renders the play-your-way step
 * machine and only sends events; the buttons' visible text travels with the event for analytics.
 */
const copy = playYourWayCopy;

export default function PlayYourWayScreen() {
  return <StepScreen narrow={asPlayYourWayRef} view={PlayYourWayView} />;
}

function PlayYourWayView({ step }: { step: PlayYourWayRef }) {
  const cards = useSelector(step, selectCards);
  const error = useSelector(step, selectError);
  const fieldError = useSelector(step, selectFieldError);
  const loading = useSelector(step, selectIsLoading);
  const loadFailed = useSelector(step, selectLoadFailed);
  const submitting = useSelector(step, selectIsSubmitting);
  const errorId = useId();

  const skip = () => step.send({ type: 'promotions.skip', buttonText: copy.skip });
  const load = stepLoad({
    failed: loadFailed,
    loading,
    loadingText: copy.loading,
    message: error,
    retryLabel: copy.retry,
    onRetry: () => step.send({ type: 'promotions.retry' }),
    // The step is optional: a list that cannot load still lets the patron decline (QA 23).
    extra: (
      <button type="button" className="button-secondary" onClick={skip}>
        {copy.skip}
      </button>
    ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'promotions.continue', buttonText: copy.continue });
  };

  return (
    <StepPage title={progressCopy.playYourWay} load={load}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <p>{copy.intro}</p>
        {cards.length > 0 ? (
          <fieldset className="promotions" aria-describedby={fieldError ? errorId : undefined}>
            <legend>{copy.cardsLabel}</legend>
            {cards.map(({ promotion, state }) => {
              const selected = state === 'SELECTED';
              return (
                <button
                  key={promotion.id}
                  type="button"
                  className="promotion-card"
                  data-state={state}
                  aria-pressed={selected}
                  disabled={submitting}
                  onClick={() => step.send({ type: 'promotion.toggle', promotionId: promotion.id })}
                >
                  <strong>{promotion.title || promotion.name || promotion.id}</strong>
                  {promotion.description ? (
                    <span className="promotion-card-line">{promotion.description}</span>
                  ) : null}
                  {selected ? (
                    <span
                      aria-hidden="true"
                      className="promotion-card-line promotion-card-selected"
                    >
                      ✓ {copy.selected}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </fieldset>
        ) : (
          <p>{copy.none}</p>
        )}
        {fieldError ? (
          <p id={errorId} className="field-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={submitting || undefined}
            onClick={skip}
          >
            {copy.skip}
          </button>
          {cards.length > 0 ? (
            <button
              type="submit"
              className="button-primary"
              aria-disabled={submitting || undefined}
            >
              {submitting ? copy.saving : copy.continue}
            </button>
          ) : null}
        </div>
      </form>
    </StepPage>
  );
}
