import { useSelector } from '@xstate/react';
import { igoPii as copy } from '../../copy/ours/account';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** US-NJ reads as NJ, the postal abbreviation an address is written with (CA-ON as ON). */
const regionOfAddress = (region: string | null) => region?.replace(/^[A-Z]{2}-/, '') ?? null;

/** The country's name (US: United States), or the code where the browser cannot name it. */
function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** /igo_user_pii_confirmation: renders the `igoPii` flow (src/flows/account.ts). */
export default function IgoPiiScreen() {
  const flow = useFlow('igoPii');
  const pii = useSelector(flow, (s) => s.context.pii);
  const error = useSelector(flow, (s) => s.context.error);
  const failed = useSelector(flow, (s) => s.matches('loadFailed'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <Page title={copy.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {failed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => flow.send({ type: 'retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : !pii ? (
        <div className="loading" role="status" aria-live="polite">
          {copy.loading}
        </div>
      ) : (
        <>
          <p>{copy.intro(pii.region === 'CA-ON')}</p>
          <dl>
            <dt>{copy.name}</dt>
            <dd>{joined(pii.firstName, pii.middleName, pii.lastName)}</dd>
            <dt>{copy.birthdate}</dt>
            <dd>{pii.birthdate}</dd>
            <dt>{copy.address}</dt>
            <dd>
              {joined(pii.addressLine1, pii.addressLine2)}
              <br />
              {joined(pii.city && `${pii.city},`, regionOfAddress(pii.region), pii.postalCode)}
              <br />
              {countryName(pii.country)}
            </dd>
          </dl>
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              aria-disabled={busy || undefined}
              onClick={() => flow.send({ type: 'confirm' })}
            >
              {busy ? copy.confirming : copy.confirm}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => flow.send({ type: 'wrong' })}
            >
              {copy.wrong}
            </button>
          </div>
        </>
      )}
    </Page>
  );
}
