import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { emailPreferences as copy } from '../../copy/ours/preferences';
import { LoginLink } from '../../src/flows/login-link';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { CheckboxField } from '../../src/ui/field';
import { LoadFailed, Loading } from '../../src/ui/loading';
import { Page } from '../../src/ui/page';

type Mode = 'loading' | 'loadFailed' | 'linkInvalid' | 'form' | 'unsubscribed';

/**
 * /user_preferences/email (issue 13; decision 035): renders the `emailPreferences` flow
 * (src/flows/preferences.ts): which emails the patron receives, saved with the session or the
 * link's token, and the unsubscribe from every email with its confirmation.
 */
export default function EmailPreferencesScreen() {
  const flow = useFlow('emailPreferences');
  const mode = useSelector(flow, (s): Mode => {
    if (s.matches('unsubscribed')) return 'unsubscribed';
    if (s.matches('linkInvalid')) return 'linkInvalid';
    if (s.matches('loadFailed')) return 'loadFailed';
    if (s.matches('loading')) return 'loading';
    return 'form';
  });
  const error = useSelector(flow, (s) => s.context.error);
  const email = useSelector(flow, (s) => s.context.email ?? '');

  if (mode === 'unsubscribed')
    return (
      <Page key="unsubscribed" title={copy.unsubscribedTitle}>
        <Banner kind="success">{copy.unsubscribedBody(email)}</Banner>
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            onClick={() => flow.send({ type: 'manage' })}
          >
            {copy.manage}
          </button>
        </div>
      </Page>
    );

  const views: Record<Exclude<Mode, 'unsubscribed'>, ReactNode> = {
    loading: <Loading text={copy.loading} />,
    linkInvalid: (
      <>
        <Banner kind="danger">{error}</Banner>
        <div className="actions">
          <LoginLink back="/user_preferences/email">{copy.logIn}</LoginLink>
        </div>
      </>
    ),
    loadFailed: (
      <LoadFailed message={error} retry={copy.retry} onRetry={() => flow.send({ type: 'retry' })} />
    ),
    form: <PreferencesForm />,
  };
  return (
    <Page key="preferences" title={copy.title}>
      {views[mode]}
    </Page>
  );
}

function PreferencesForm() {
  const flow = useFlow('emailPreferences');
  const email = useSelector(flow, (s) => s.context.email ?? '');
  const preferences = useSelector(flow, (s) => s.context.preferences);
  const error = useSelector(flow, (s) => s.context.error);
  const saved = useSelector(flow, (s) => s.context.saved);
  const saving = useSelector(flow, (s) => s.matches('saving'));
  const unsubscribing = useSelector(flow, (s) => s.matches('unsubscribing'));
  // A save or an unsubscribe answered 401: the session (or the link) ended on this page.
  const needsLogin = useSelector(flow, (s) => s.matches({ editing: 'needsLogin' }));
  const busy = saving || unsubscribing;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'save' });
  };
  return (
    <>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {needsLogin ? (
        // The same way back in as the page's first read offers (decision 035); the ticks stay.
        <div className="actions">
          <LoginLink back="/user_preferences/email">{copy.logIn}</LoginLink>
        </div>
      ) : null}
      {saved ? <Banner kind="success">{copy.saved}</Banner> : null}
      <p>{copy.sentTo(email)}</p>
      {preferences.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset className="field-group">
            <legend>{copy.legend}</legend>
            {preferences.map((preference) => (
              <CheckboxField
                key={preference.id}
                name={`emailPreference-${preference.id}`}
                label={
                  preference.description ? (
                    <>
                      {preference.name}
                      <br />
                      <span className="muted">{preference.description}</span>
                    </>
                  ) : (
                    preference.name
                  )
                }
                checked={preference.subscribed}
                onCheckedChange={(subscribed) =>
                  flow.send({ type: 'preference.toggle', id: preference.id, subscribed })
                }
              />
            ))}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
              {saving ? copy.saving : copy.save}
            </button>
          </div>
        </form>
      )}
      <section aria-labelledby="unsubscribe-heading">
        <h2 id="unsubscribe-heading">{copy.unsubscribeHeading}</h2>
        <p>{copy.unsubscribeIntro}</p>
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => flow.send({ type: 'unsubscribe' })}
          >
            {unsubscribing ? copy.unsubscribing : copy.unsubscribe}
          </button>
        </div>
      </section>
      <p>
        <Link to="/user_preferences">{copy.back}</Link>
      </p>
    </>
  );
}
