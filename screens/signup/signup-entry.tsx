import { useSelector } from '@xstate/react';
import { boot as bootCopy } from '../../copy/ours/sign-up';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  selectFailure,
  selectFormError,
  selectHandedOff,
} from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import { useProgressBar } from '../../src/shell/progress-bar';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';

/**
 * What /signup, /web/signup and a step whose turn has not come show while the onboarding machine
 * works out where the user belongs (first load, a sync), or when that failed: the message and a
 * retry, under the heading of the page's step (every page has one). src/route-sync.ts moves on as
 * soon as a route is derived.
 */
export default function SignupEntryScreen({ title: ownTitle }: { title?: string }) {
  const { onboarding } = useActors();
  const failed = useSelector(onboarding, selectFailure);
  const error = useSelector(onboarding, selectFormError);
  // In an operator's frame the host takes over after the hand-off, when it will: no spinner, and
  // a heading of its own rather than the step's (QA 21).
  const handedOff = useSelector(onboarding, selectHandedOff);
  // The step the page belongs to (Create Your Account while its submit syncs); the entry paths
  // belong to none and open on Create Your Account.
  const stepTitle = useProgressBar().stepTitle;
  const title = handedOff
    ? bootCopy.handedOff
    : (ownTitle ?? stepTitle ?? progressCopy.createAccount);
  if (failed) {
    return (
      <Page title={title}>
        {error ? <Banner kind="danger">{error}</Banner> : null}
        {failed === 'sync' ? <p>{bootCopy.accountSaved}</p> : null}
        <button
          type="button"
          className="button-primary"
          onClick={() => onboarding.send({ type: 'retry' })}
        >
          {bootCopy.retry}
        </button>
      </Page>
    );
  }
  // Handed off, the heading says it all; the progress bar is gone with the steps (useProgressBar).
  if (handedOff) return <Page title={title}>{null}</Page>;
  return (
    <Page title={title} busy>
      <div className="loading" role="status" aria-live="polite">
        {bootCopy.loading}
      </div>
    </Page>
  );
}
