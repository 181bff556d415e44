import { useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { nativeBridge } from '../../bridge/native';
import { canCallNative, closeWebview, goBack, type NativeTarget } from '../../bridge/native-calls';
import { isEmbedded } from '../../bridge/parent-frame';
import { topBar as topBarCopy } from '../../copy/ours/top-bar';
import { type BackAction, topBarFor } from '../../machines/top-bar';
import { selectPhoneEntered, selectSignedIn } from '../../machines/top-bar.selectors';
import { loadConfig } from '../config';
import { useActors } from './actors';
import { ExitDialog } from './exit-dialog';

/**
 * The webview top bar (product.md 2.5): Back and Close as `machines/top-bar.ts` decides them for
 * the current path. The shell loads it lazily and mounts it only in the native layout, that is
 * inside the webview (decision 005). Back navigates (replacing the entry), goes back in the
 * history, or asks the native app; Close closes the webview or, on sign-up with a signed-in user,
 * opens the exit dialog.
 */
export function TopBar() {
  const { onboarding } = useActors();
  const router = useRouter();
  const path = useLocation({ select: (location) => location.pathname });
  const signedIn = useSelector(onboarding, selectSignedIn);
  const phoneEntered = useSelector(onboarding, selectPhoneEntered);
  // Made once: fallback messages go only to the runtime config's allowed parent origins.
  const [native] = useState(() => {
    const target: NativeTarget = { allowedOrigins: loadConfig().config.allowedParentOrigins };
    return {
      closeWebview: () => closeWebview(target),
      goBack: () => goBack(target),
      canClose: canCallNative(target, 'closeWebview'),
    };
  });
  // Framed by a web page in a plain browser (no bridge): closing belongs to the host page.
  const [embeddedInBrowser] = useState(() => nativeBridge() === null && isEmbedded());
  const [exitOpen, setExitOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  const bar = topBarFor(path, {
    inWebview: true,
    embeddedInBrowser,
    signedIn,
    phoneEntered,
    canClose: native.canClose,
  });
  if (!bar.visible) return null;
  const { back, close } = bar;

  const onBack = (action: BackAction) => {
    if (action.kind === 'route') void router.navigate({ to: action.to, replace: true });
    // A page the app opened first in its webview has no entry to go back to: the wrapper's own
    // Back takes it (contract.md 7 goBack), not a history step into nothing (QA 26).
    else if (action.kind === 'history' && router.history.canGoBack())
      router.history.go(-action.steps);
    else native.goBack();
  };

  const exitDialog = (
    <ExitDialog
      open={exitOpen}
      native={native}
      onClose={() => {
        setExitOpen(false);
        closeButton.current?.focus();
      }}
    />
  );
  // No button (a back-exempt page in a wrapper without closeWebview): the bar keeps its 48 px, as
  // the shell's placeholder does, but is no navigation landmark, which would name an empty region
  // to a screen reader (decision 086, QA 13).
  if (!back && !close)
    return (
      <>
        <div className="top-bar" />
        {exitDialog}
      </>
    );

  return (
    <>
      <nav className="top-bar" aria-label={topBarCopy.label}>
        {back ? (
          <button
            type="button"
            className="top-bar-button"
            aria-label={topBarCopy.back}
            onClick={() => onBack(back)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {close ? (
          <button
            ref={closeButton}
            type="button"
            className="top-bar-button top-bar-close"
            aria-label={topBarCopy.close}
            onClick={() =>
              close.kind === 'exitDialog' ? setExitOpen(true) : native.closeWebview()
            }
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </nav>
      {exitDialog}
    </>
  );
}

export default TopBar;
