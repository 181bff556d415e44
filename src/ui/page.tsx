import { type ReactNode, useEffect, useRef } from 'react';
import { afterFirstPaint, focusAfterFirstPaint, notePagePainted } from './first-paint';

/**
 * A field the page opens with in error (a step the server sent back with its 422, QA 4): focus
 * goes there, to the field and its message, rather than to the heading above them.
 */
const firstInvalidField = (heading: HTMLElement | null): HTMLElement | null =>
  heading?.parentElement?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;

/**
 * A screen's frame: one h1 that takes focus when the screen changes (or the first field in
 * error, when the screen opens with one), so keyboard and screen reader users land at the top of
 * each new step, and names the browser tab (WCAG 2.4.2). In the page, the first screen's heading takes it
 * once painted (src/ui/first-paint.ts), unless the patron has already put the focus somewhere or
 * the app is in a host's frame.
 */
export function Page({
  title,
  heading: name,
  busy = false,
  children,
}: {
  title: string;
  /** What the h1 holds when it is not the title alone (a step that names itself to a screen reader); the tab keeps the title. */
  heading?: ReactNode;
  /**
   * The page is still working out what to show (a sync). Marked for the tests (data-busy), not
   * with aria-busy: a busy region keeps its loading status from being announced (QA 12).
   */
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusAfterFirstPaint.held) {
      // In a host's frame the first page takes no focus: it would pull the focus out of the host
      // page and scroll the host to the frame (QA 5). Later pages follow the patron's own steps.
      if (window.parent === window)
        afterFirstPaint(() => {
          if (document.activeElement === document.body) heading.current?.focus();
        });
    } else (firstInvalidField(heading.current) ?? heading.current)?.focus();
    notePagePainted();
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title" data-busy={busy || undefined}>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {name ?? title}
      </h1>
      {children}
    </section>
  );
}
