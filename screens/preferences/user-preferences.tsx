import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RegionCode } from '../../api/domain';
import { userPreferences as copy } from '../../copy/ours/preferences';
import { balance as balanceCopy } from '../../copy/spec/balance';
import { formatMoney } from '../../machines/money';
import { regionOptions } from '../../machines/region-options';
import type { userPreferencesMachine } from '../../machines/user-preferences.machine';
import { isMoveTarget, type walletMachine } from '../../machines/wallet.machine';
import { balanceCurrency } from '../../machines/wallet.selectors';
import { LoginLink } from '../../src/flows/login-link';
import { useFlow } from '../../src/flows/use-flow';
import { useActors } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { LoadFailed, Loading } from '../../src/ui/loading';
import { Page } from '../../src/ui/page';
import { SelectField } from '../../src/ui/select-field';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { Switch } from './switch';

type WalletRef = ActorRefFrom<typeof walletMachine>;

/**
 * /user_preferences (issue 13; decision 035): renders the `userPreferences` flow
 * (src/flows/preferences.ts): the marketing inducements switch, the way to the email preferences
 * and, for a patron with a session, the balance and the wallet region.
 */
type Snapshot = SnapshotFrom<typeof userPreferencesMachine>;
type MarketingView = 'loading' | 'failed' | 'shown';

const selectLinkInvalid = (s: Snapshot) => s.matches('linkInvalid');
const selectMarketing = (s: Snapshot): MarketingView =>
  s.matches({ open: { marketing: 'loading' } })
    ? 'loading'
    : s.matches({ open: { marketing: 'failed' } })
      ? 'failed'
      : 'shown';
/** A patron with a session whose wallet waits for the preference read to answer. */
const selectWalletPending = (s: Snapshot) => s.matches({ open: { wallet: 'awaitingSession' } });

export default function UserPreferencesScreen() {
  const flow = useFlow('userPreferences');
  const { brand } = useActors();
  const linkInvalid = useSelector(flow, selectLinkInvalid);
  const marketing = useSelector(flow, selectMarketing);
  const walletPending = useSelector(flow, selectWalletPending);
  const error = useSelector(flow, (s) => s.context.error);
  const allow = useSelector(flow, (s) => s.context.allowMarketingInducements);
  const saving = useSelector(flow, (s) => s.hasTag('saving'));
  const wallet = useSelector(flow, (s) => s.children.wallet as WalletRef | undefined);

  if (linkInvalid)
    return (
      <Page title={copy.title}>
        <Banner kind="danger">{error}</Banner>
        <div className="actions">
          <LoginLink back="/user_preferences">{copy.logIn}</LoginLink>
        </div>
      </Page>
    );

  // Each section stands on its own: a failed read of the preference leaves the others (QA3 L9).
  const marketingViews: Record<MarketingView, ReactNode> = {
    loading: <Loading text={copy.loading} />,
    failed: (
      <LoadFailed message={error} retry={copy.retry} onRetry={() => flow.send({ type: 'retry' })} />
    ),
    shown: (
      <>
        <Switch
          name="allowMarketingInducements"
          label={brand.kind === 'casino' ? copy.marketingSwitchCasino : copy.marketingSwitch}
          hint={copy.marketingHint}
          checked={allow}
          busy={saving}
          onToggle={() => flow.send({ type: 'marketing.toggle' })}
        />
        {error ? <Banner kind="danger">{error}</Banner> : null}
      </>
    ),
  };
  return (
    <Page title={copy.title}>
      <section aria-labelledby="marketing-heading" aria-busy={marketing === 'loading' || undefined}>
        <h2 id="marketing-heading">{copy.marketingHeading}</h2>
        {marketingViews[marketing]}
      </section>
      <section aria-labelledby="email-heading">
        <h2 id="email-heading">{copy.emailHeading}</h2>
        <p>{copy.emailIntro}</p>
        <p>
          <Link to="/user_preferences/email">{copy.emailLink}</Link>
        </p>
      </section>
      {wallet ? <Wallet wallet={wallet} /> : walletPending ? <WalletPending /> : null}
    </Page>
  );
}

/** The balance's place while the preference read decides whether the session holds. */
function WalletPending() {
  return (
    <section aria-labelledby="balance-heading" data-busy>
      <h2 id="balance-heading">{copy.balanceHeading}</h2>
      <Loading text={copy.balanceLoading} />
    </section>
  );
}

function Wallet({ wallet }: { wallet: WalletRef }) {
  const region = useSelector(wallet, (s) => s.context.region);
  const regions = useSelector(wallet, (s) => s.context.regions);
  const nameOf = (code: string) => regions.find((r) => r.iso31662Code === code)?.name ?? code;
  return (
    <>
      <BalanceSection wallet={wallet} regionName={region ? nameOf(region) : null} />
      <MoveSection wallet={wallet} nameOf={nameOf} />
    </>
  );
}

function BalanceSection({ wallet, regionName }: { wallet: WalletRef; regionName: string | null }) {
  const region = useSelector(wallet, (s) => s.context.region);
  const balance = useSelector(wallet, (s) => s.context.balance);
  const retrying = useSelector(
    wallet,
    (s) => s.hasTag('balanceBusy') && s.context.balanceRetries > 0,
  );
  const loading = useSelector(wallet, (s) => s.hasTag('balanceBusy'));
  const failed = useSelector(wallet, (s) => s.matches({ balance: 'failed' }));
  const noRegion = useSelector(wallet, (s) => s.matches({ balance: 'noRegion' }));
  return (
    // Not aria-busy while it loads: the section then holds only its status, which a busy region
    // would keep from being announced (QA 12). data-busy only tells the tests it still loads.
    <section aria-labelledby="balance-heading" data-busy={loading || undefined}>
      <h2 id="balance-heading">{copy.balanceHeading}</h2>
      {noRegion ? <p>{copy.balanceNoRegion}</p> : null}
      {retrying ? (
        // A retry still under way is news, not an alarm: polite. Only the final failure below is
        // an alert (QA 12).
        <div className="banner banner-danger" role="status">
          <p>{balanceCopy.fetchFailed}</p>
        </div>
      ) : null}
      {loading && !retrying ? <Loading text={copy.balanceLoading} /> : null}
      {failed ? (
        <>
          <Banner kind="danger">{copy.balanceFailed}</Banner>
          <div className="actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() => wallet.send({ type: 'balance.retry' })}
            >
              {copy.retry}
            </button>
          </div>
        </>
      ) : null}
      {balance && region && !loading && !failed ? (
        <>
          {regionName ? <p className="muted">{copy.balanceRegion(regionName)}</p> : null}
          <dl>
            <dt>{copy.playable}</dt>
            <dd>{formatMoney(balance.playableBalance, balanceCurrency(region))}</dd>
            <dt>{copy.restricted}</dt>
            <dd>{formatMoney(balance.restrictedBalance, balanceCurrency(region))}</dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}

function MoveSection({ wallet, nameOf }: { wallet: WalletRef; nameOf: (code: string) => string }) {
  const region = useSelector(wallet, (s) => s.context.region);
  const regionKnown = useSelector(wallet, (s) => s.context.regionKnown);
  const regions = useSelector(wallet, (s) => s.context.regions);
  const regionsError = useSelector(wallet, (s) => s.context.regionsError);
  const target = useSelector(wallet, (s) => s.context.target);
  const moveError = useSelector(wallet, (s) => s.context.moveError);
  const targetError = useSelector(wallet, (s) => s.context.targetError);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(targetError);
  const movedTo = useSelector(wallet, (s) => s.context.movedTo);
  const moving = useSelector(wallet, (s) => s.hasTag('moving'));
  // The regions to move to are still coming (up to 4 attempts): the form is not ready yet.
  const regionsLoading = useSelector(wallet, (s) => s.matches({ regions: 'loading' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    wallet.send({ type: 'wallet.move' });
  };
  const options = regionOptions(
    regions.filter((r) => isMoveTarget({ region, regionKnown }, r.iso31662Code)),
  );
  return (
    <section aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{copy.walletHeading}</h2>
      {movedTo ? (
        <Banner kind="success">{copy.walletNowIn(nameOf(movedTo))}</Banner>
      ) : region ? (
        <p>{regionKnown ? copy.walletIn(nameOf(region)) : copy.walletHere(nameOf(region))}</p>
      ) : null}
      {moveError ? <Banner kind="danger">{moveError}</Banner> : null}
      {regionsError ? (
        <>
          <Banner kind="danger">{regionsError}</Banner>
          <div className="actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() => wallet.send({ type: 'regions.retry' })}
            >
              {copy.retry}
            </button>
          </div>
        </>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-busy={moving || regionsLoading || undefined}
        >
          <SelectField
            name="walletRegion"
            label={copy.walletTarget}
            autoComplete="off"
            placeholder={copy.walletChoose}
            value={target}
            error={targetError}
            options={options}
            onValueChange={(value) =>
              wallet.send({ type: 'target.change', region: value as RegionCode | '' })
            }
          />
          <div className="actions">
            {/* Pressed with no region chosen, the select says so; busy, it keeps the focus. */}
            <button type="submit" className="button-secondary" aria-disabled={moving || undefined}>
              {moving ? copy.walletMoving : copy.walletMove}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
