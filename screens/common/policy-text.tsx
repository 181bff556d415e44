import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { policyTextOf } from './policy-text-of';

/**
 * A policy's own text (as text, never as HTML: policyTextOf) in a box of bounded height. Only a
 * box whose text overflows is a tab stop, named, so a keyboard can scroll it (WCAG 2.1.1); one
 * whose text fits is plain text: no empty tab stop with a focus ring, and no landmark per policy
 * (QA 12). Checked
 * after each render and whenever the box's size changes: a turned phone, a narrower window, or a
 * larger or smaller text size alone (a box whose text fits grows with it up to its bounded height,
 * and shrinks back below it once the text fits again).
 */
export function PolicyText({ label, children }: { label: string; children: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useMemo(() => policyTextOf(children), [children]);
  const [scrolls, setScrolls] = useState(false);
  const check = useCallback(() => {
    const element = box.current;
    if (element) setScrolls(element.scrollHeight > element.clientHeight);
  }, []);
  useEffect(check);
  useEffect(() => {
    const element = box.current;
    // Without ResizeObserver (an old webview), the window's resizes are what the page can see.
    if (typeof ResizeObserver === 'undefined' || !element) {
      window.addEventListener('resize', check);
      return () => window.removeEventListener('resize', check);
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [check]);
  return scrolls ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to scroll by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a fieldset (no form controls) nor a landmark per policy.
    <div ref={box} className="policy-text" role="group" aria-label={label} tabIndex={0}>
      {text}
    </div>
  ) : (
    <div ref={box} className="policy-text">
      {text}
    </div>
  );
}
