import { useSelector } from '@xstate/react';
import { download as downloadCopy } from '../../copy/ours/info-pages';
import { selectIsComplete } from '../../machines/info-pages.selectors';
import { useActors } from '../../src/shell/actors';
import { Page } from '../../src/ui/page';

/**
 * /signup/download: on the mobile web layout sign-up ends here (product.md 4.2, "one page" for
 * complete, pending and document statuses): the patron finishes signing up, or starts playing,
 * in the brand's app. No machine: the onboarding machine derived this route and waits.
 */
const copy = downloadCopy;

export default function DownloadScreen() {
  const { onboarding, brand } = useActors();
  const complete = useSelector(onboarding, selectIsComplete);
  const playing = brand.kind === 'casino' ? copy.playingCasino : copy.playingBetting;
  return (
    <Page title={copy.title(brand.name)}>
      <p>{complete ? copy.ready(brand.name, playing) : copy.unfinished(brand.name)}</p>
      <p className="muted">{copy.storeHint}</p>
    </Page>
  );
}
