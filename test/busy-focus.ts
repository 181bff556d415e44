import { keepFocus } from '../src/ui/focus-keeper';

/**
 * The page's focus handling as Chromium runs it, for a screen test of a button pressed while its
 * request runs (QA 10): a focused control that becomes disabled loses the focus to <body> there,
 * which jsdom does not do, and the focus keeper (src/ui/focus-keeper.ts) runs, as the after-paint
 * chunk starts it in the page. Returns the function that stops both; call it in a `finally`.
 */
export function focusAsInChromium(): () => void {
  const dropper = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement && active.matches(':disabled'))) return;
    // jsdom's blur() leaves a control it cannot focus alone: move the focus to an element outside
    // <body> (unseen by the keeper, which watches <body>), then remove it, leaving <body>.
    const sink = document.createElement('span');
    sink.tabIndex = -1;
    document.documentElement.append(sink);
    sink.focus();
    sink.remove();
  });
  dropper.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  const stopKeeping = keepFocus();
  return () => {
    stopKeeping();
    dropper.disconnect();
  };
}
