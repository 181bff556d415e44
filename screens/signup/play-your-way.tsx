import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { playYourWay as playYourWayCopy } from '../../copy/ours/play-your-way';
import { progress as progressCopy } from '../../copy/spec/progress';
import { selectStepRef } from '../../machines/onboarding.selectors';
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
import { useActors } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { LoadFailedPage, LoadingPage } from '../../src/ui/load-state';
import { Page } from '../../src/ui/page';
import SignupEntryScreen from './signup-entry';

/**
 * Play Your Way (/web/signup/play_your_way, /signup/play_your_way): the onboarding promotions as
 * cards, each a toggle button (aria-pressed) so the choice works with a keyboard and is announced;
 * Continue saves the chosen ones, Skip declines them all. It renders the play-your-way step
 * machine and only sends events; the buttons' visible text travels with the event for analytics.
 */
const copy = playYourWayCopy;

export default function PlayYourWayScreen() {
  const { onboarding } = useActors();
  const step = asPlayYourWayRef(useSelector(onboarding, selectStepRef));
  // Before the step machine runs (loading, syncing) and after it is done: the entry view.
  if (!step) return <SignupEntryScreen />;
  return <PlayYourWayView step={step} />;
}

const cardStyle = (selected: boolean) =>
  ({
    display: 'block',
    width: '100%',
    textAlign: 'start',
    padding: '0.75rem 1rem',
    marginBottom: '0.75rem',
    borderRadius: '8px',
    border: selected ? '2px solid currentColor' : '1px solid currentColor',
    fontWeight: 'normal',
  }) as const;

function PlayYourWayView({ step }: { step: PlayYourWayRef }) {
  const cards = useSelector(step, selectCards);
  const error = useSelector(step, selectError);
  const fieldError = useSelector(step, selectFieldError);
  const loading = useSelector(step, selectIsLoading);
  const loadFailed = useSelector(step, selectLoadFailed);
  const submitting = useSelector(step, selectIsSubmitting);
  const errorId = useId();

  const title = progressCopy.playYourWay;
  if (loadFailed)
    return (
      <LoadFailedPage
        title={title}
        message={error}
        retryLabel={copy.retry}
        onRetry={() => step.send({ type: 'promotions.retry' })}
      />
    );
  if (loading) return <LoadingPage title={title} text={copy.loading} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'promotions.continue', buttonText: copy.continue });
  };

  return (
    <Page title={title}>
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
                  style={cardStyle(selected)}
                  disabled={submitting}
                  onClick={() => step.send({ type: 'promotion.toggle', promotionId: promotion.id })}
                >
                  <strong>{promotion.title || promotion.id}</strong>
                  {promotion.description ? (
                    <span style={{ display: 'block' }}>{promotion.description}</span>
                  ) : null}
                  {selected ? (
                    <span aria-hidden="true" style={{ display: 'block', fontWeight: 'bold' }}>
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
            disabled={submitting}
            onClick={() => step.send({ type: 'promotions.skip', buttonText: copy.skip })}
          >
            {copy.skip}
          </button>
          {cards.length > 0 ? (
            <button type="submit" className="button-primary" disabled={submitting}>
              {submitting ? copy.saving : copy.continue}
            </button>
          ) : null}
        </div>
      </form>
    </Page>
  );
}
