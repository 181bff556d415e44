import { type ReactNode, useEffect, useRef } from 'react';
import { notePagePainted } from './first-paint';

/**
 * A screen's frame: one h1 that takes focus when the screen changes, so keyboard and screen
 * reader users land at the top of each new step.
 */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    notePagePainted();
  }, []);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
