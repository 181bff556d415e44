import { interstitial as interstitialCopy } from '../../copy/ours/info-pages';
import { Page } from '../../src/ui/page';

/** /signup/interstitial: a holding page between two parts of sign-up (no machine). */
export default function InterstitialScreen() {
  const copy = interstitialCopy;
  return (
    <Page title={copy.title}>
      <p role="status" aria-live="polite">
        {copy.body}
      </p>
    </Page>
  );
}
