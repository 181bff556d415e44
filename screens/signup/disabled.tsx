import { useSelector } from '@xstate/react';
import type { OnboardingSnapshot } from '../../machines/onboarding.selectors';
import { brand as brandCopy } from '../../src/copy/brand';
import { signupDisabled as signupDisabledCopy } from '../../src/our-copy/info-pages';
import { useActors } from '../../src/ui/actors';
import { Page } from '../../src/ui/page';

/**
 * /signup/disabled and /web/signup/disabled: sign-up is not available in the patron's region.
 * Our words, plus the brand's registration line that fits (contract.md 8 "Brand copy"). No
 * machine. The region is named when the region list knows it; product.md 3: "state" in the US,
 * "province" otherwise.
 */
const copy = signupDisabledCopy;

const selectRegionName = (s: OnboardingSnapshot): string | null =>
  s.context.reference.regions.find((r) => r.iso31662Code === s.context.regionCode)?.name ?? null;
const selectCountryCode = (s: OnboardingSnapshot): string =>
  s.context.regionCode.split('-')[0] ?? '';

export default function SignupDisabledScreen() {
  const { onboarding, brand } = useActors();
  const regionName = useSelector(onboarding, selectRegionName);
  const countryCode = useSelector(onboarding, selectCountryCode);
  return (
    <Page title={copy.title}>
      <p>{copy.body(brand.name, regionName ?? copy.yourPlace(countryCode))}</p>
      <p>{brandCopy.requiresValidAddress(brand.name)}</p>
      <p className="muted">{copy.moved}</p>
    </Page>
  );
}
