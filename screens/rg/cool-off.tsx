import { Link, useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Restriction } from '../../api/responsible-gaming';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import type { casinoCoolOffMachine } from '../../machines/casino-cool-off.machine';
import { LIFETIME } from '../../machines/casino-restriction';
import { COOL_OFF_DAYS, type coolOffMachine } from '../../machines/cool-off.machine';
import type { coolOffLiftMachine } from '../../machines/cool-off-lift.machine';
import { formatServerTime } from '../../machines/dates';
import { selectCoolOffRunning } from '../../machines/session-pages.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { useSessionActor } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { SelectField } from '../../src/ui/select-field';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { ConfirmStep, useFocusAfterConfirm } from '../common/confirm-step';
import { MessagePage } from '../common/message-page';
import { LoadState } from './load-state';

const copy = rgCopy.coolOff;
const DAY_OPTIONS = COOL_OFF_DAYS.map((days) => ({ value: String(days), label: copy.days(days) }));
const choiceLabel = (choice: string) =>
  choice === LIFETIME ? copy.lifetime : copy.days(Number(choice));

/**
 * What the page says of the restriction in force: for life, until its end, or for its length; its
 * end is never written as "Invalid Date" (machines/dates.ts): without one the page reads, it says
 * only that casino access is off.
 */
function activeText(active: Restriction): string {
  if (active.lifetime) return `${copy.casinoActive} ${copy.casinoForLife}`;
  const until = formatServerTime(active.expiresAt, 'day');
  if (until !== null) return `${copy.casinoActive} ${copy.casinoUntil(until)}`;
  if (active.duration !== null) return `${copy.casinoActive} ${copy.casinoFor(active.duration)}`;
  return copy.casinoActiveNoEnd;
}

/**
 * The cool-off pages: /rg/cool_off_period (a break, then the logout), /rg/casino_cool_off_period
 * (casino access off for days or for life), /cool_off_renew (a new cool-off or the end of this
 * one) and /cool_off_expired. Each renders its flow and only sends events.
 */
export default function CoolOffScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  if (routeId === '/rg/casino_cool_off_period') return <CasinoCoolOff />;
  if (routeId === '/cool_off_renew') return <CoolOffRenew />;
  if (routeId === '/cool_off_expired') return <CoolOffExpired />;
  return <CoolOffPeriod />;
}

/** "Your cool off has ended" (a patron whose cool-off still runs is sent on by the route entry). */
function CoolOffExpired() {
  return (
    <MessagePage title={copy.expiredTitle} to="/continue_registration" action={copy.expiredAction}>
      <p>{copy.expiredBody}</p>
    </MessagePage>
  );
}

type CoolOffSnapshot = SnapshotFrom<typeof coolOffMachine>;
const selectCoolOff = (s: CoolOffSnapshot) => s.context;
// The confirmation stays while its Yes runs (ConfirmStep's busy).
const selectConfirming = (s: CoolOffSnapshot) => s.matches('confirming') || s.matches('creating');
const selectBusy = (s: CoolOffSnapshot) => s.hasTag('busy') || s.status === 'done';

function CoolOffPeriod() {
  const actor = useFlow('coolOff');
  const { choice, fieldError, error } = useSelector(actor, selectCoolOff);
  const confirming = useSelector(actor, selectConfirming);
  const busy = useSelector(actor, selectBusy);
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(fieldError),
  );
  // A 422 after Yes marks the length: its focus (useFocusFirstInvalidOnSubmit) must win (QA 12).
  const request = useFocusAfterConfirm<HTMLButtonElement>(confirming, error ?? fieldError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (busy) return;
    actor.send({ type: 'cooloff.request' });
    submitted();
  };
  return (
    <Page title={copy.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{copy.intro}</p>
      {confirming ? (
        <ConfirmStep
          body={copy.confirmBody(copy.days(Number(choice)))}
          busy={busy}
          onYes={() => actor.send({ type: 'confirm.yes' })}
          onBack={() => actor.send({ type: 'confirm.back' })}
        />
      ) : (
        <form ref={container} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <SelectField
            name="coolOffDuration"
            label={copy.duration}
            hint={copy.durationHint}
            autoComplete="off"
            placeholder={copy.placeholder}
            options={DAY_OPTIONS}
            value={choice}
            error={fieldError}
            disabled={busy}
            onValueChange={(value) => actor.send({ type: 'duration.choose', value })}
          />
          <div className="actions">
            <button
              ref={request}
              type="submit"
              className="button-primary"
              aria-disabled={busy || undefined}
            >
              {busy ? copy.starting : copy.request}
            </button>
          </div>
        </form>
      )}
    </Page>
  );
}

type CasinoSnapshot = SnapshotFrom<typeof casinoCoolOffMachine>;
const selectCasino = (s: CasinoSnapshot) => s.context;
const selectCasinoLoading = (s: CasinoSnapshot) => s.hasTag('loading');
const selectCasinoFailed = (s: CasinoSnapshot) => s.matches('loadFailed');
const selectCasinoConfirming = (s: CasinoSnapshot) =>
  s.matches('confirming') || s.matches('creating');
const selectCasinoBusy = (s: CasinoSnapshot) => s.hasTag('busy');

function CasinoCoolOff() {
  const actor = useFlow('casinoCoolOff');
  const { active, offered, choice, fieldError, error, notice } = useSelector(actor, selectCasino);
  const loading = useSelector(actor, selectCasinoLoading);
  const failed = useSelector(actor, selectCasinoFailed);
  const confirming = useSelector(actor, selectCasinoConfirming);
  const busy = useSelector(actor, selectCasinoBusy);
  const { container, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(fieldError),
  );
  const casinoRequest = useFocusAfterConfirm<HTMLButtonElement>(confirming, error ?? fieldError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Busy, the button keeps the focus (aria-disabled): a press, or Enter in a field, does nothing.
    if (busy) return;
    actor.send({ type: 'restriction.request' });
    submitted();
  };
  return (
    <Page title={copy.casinoTitle}>
      {notice ? <Banner kind="success">{notice}</Banner> : null}
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{copy.casinoIntro}</p>
      {loading || failed ? (
        <LoadState
          loading={loading}
          loadingText={copy.casinoLoading}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : (
        <>
          <p>{active ? <strong>{activeText(active)}</strong> : copy.casinoNone}</p>
          {active && offered.length === 0 ? (
            <p>{copy.casinoNothingLater}</p>
          ) : confirming ? (
            <ConfirmStep
              body={copy.casinoConfirmBody(choice === LIFETIME ? null : Number(choice))}
              busy={busy}
              onYes={() => actor.send({ type: 'confirm.yes' })}
              onBack={() => actor.send({ type: 'confirm.back' })}
            />
          ) : (
            <form ref={container} noValidate onSubmit={submit} aria-busy={busy || undefined}>
              <SelectField
                name="casinoCoolOffDuration"
                label={copy.duration}
                hint={active ? `${copy.durationHint} ${copy.casinoLongerHint}` : copy.durationHint}
                autoComplete="off"
                placeholder={copy.placeholder}
                options={offered.map((value) => ({ value, label: choiceLabel(value) }))}
                value={choice}
                error={fieldError}
                disabled={busy}
                onValueChange={(value) => actor.send({ type: 'duration.choose', value })}
              />
              <div className="actions">
                <button
                  ref={casinoRequest}
                  type="submit"
                  className="button-primary"
                  aria-disabled={busy || undefined}
                >
                  {busy ? copy.casinoDisabling : copy.casinoRequest}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </Page>
  );
}

type LiftSnapshot = SnapshotFrom<typeof coolOffLiftMachine>;
const selectLiftError = (s: LiftSnapshot) => s.context.error;
const selectLiftBusy = (s: LiftSnapshot) => s.hasTag('busy');
const selectLiftConfirming = (s: LiftSnapshot) => s.matches('confirming') || s.matches('lifting');
const selectNothingToLift = (s: LiftSnapshot) => s.matches('nothingToLift');

function CoolOffRenew() {
  const actor = useFlow('coolOffLift');
  const error = useSelector(actor, selectLiftError);
  const busy = useSelector(actor, selectLiftBusy);
  const confirming = useSelector(actor, selectLiftConfirming);
  const liftButton = useFocusAfterConfirm<HTMLButtonElement>(confirming, error);
  // A new cool-off during a running one can only be refused (403 user_suspended): not offered
  // while the session knows one runs (QA 12).
  const running = useSelector(useSessionActor() ?? undefined, selectCoolOffRunning);
  // The server said there is no cool-off to end (404): only a new one is offered (QA 14).
  const none = useSelector(actor, selectNothingToLift);
  return (
    <Page title={copy.renewTitle}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{none ? copy.renewNoneBody : running ? copy.renewRunningBody : copy.renewBody}</p>
      {confirming ? (
        <ConfirmStep
          body={copy.liftConfirmBody}
          busy={busy}
          onYes={() => actor.send({ type: 'confirm.yes' })}
          onBack={() => actor.send({ type: 'confirm.back' })}
        />
      ) : (
        <div className="actions">
          {running ? null : (
            <Link to="/rg/cool_off_period" className="button-secondary">
              {copy.renew}
            </Link>
          )}
          {none ? null : (
            <button
              ref={liftButton}
              type="button"
              className="button-primary"
              aria-busy={busy || undefined}
              aria-disabled={busy || undefined}
              onClick={() => actor.send({ type: 'lift' })}
            >
              {busy ? copy.lifting : copy.lift}
            </button>
          )}
        </div>
      )}
    </Page>
  );
}
