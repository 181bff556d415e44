import { type ReactNode, useEffect, useRef } from 'react';
import { afterFirstPaint, focusAfterFirstPaint, notePagePainted } from './first-paint';

/**
 * A screen's frame: one h1 that takes focus when the screen changes, so keyboard and screen
 * reader users land at the top of each new step, and names the browser tab (WCAG 2.4.2). In the page, the first screen's heading takes it
 * once painted (src/ui/first-paint.ts), unless the patron has already put the focus somewhere.
 */
export function Page({
  title,
  busy = false,
  children,
}: {
  title: string;
  /** The page is still working out what to show (a sync): assistive technology waits for it. */
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusAfterFirstPaint.held)
      afterFirstPaint(() => {
        if (document.activeElement === document.body) heading.current?.focus();
      });
    else heading.current?.focus();
    notePagePainted();
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title" aria-busy={busy || undefined}>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
