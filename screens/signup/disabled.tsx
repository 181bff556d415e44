import { useSelector } from '@xstate/react';
import { signupDisabled as signupDisabledCopy } from '../../copy/ours/info-pages';
import { brand as brandCopy } from '../../copy/spec/brand';
import { selectCountryCode, selectRegionName } from '../../machines/info-pages.selectors';
import { useActors } from '../../src/shell/actors';
import { Page } from '../../src/ui/page';

/**
 * /signup/disabled and /web/signup/disabled: sign-up is not available in the patron's region.
 * Our words, plus the brand's registration line that fits (contract.md 8 "Brand copy"). No
 * machine. The region is named when the region list knows it; product.md 3: "state" in the US,
 * "province" otherwise.
 */
const copy = signupDisabledCopy;

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
