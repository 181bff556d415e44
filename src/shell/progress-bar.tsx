import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { progressBar as copy } from '../../copy/ours/sign-up';
import { selectProgressInput } from '../../machines/onboarding.selectors';
import { type ProgressBar as ProgressBarModel, progressBar } from '../../machines/progress-steps';
import { useActors } from './actors';

/** The sign-up progress of the current path: the bar, and the step the page belongs to. */
export function useProgressBar(): ProgressBarModel {
  const { onboarding } = useActors();
  const path = useLocation({ select: (location) => location.pathname });
  const input = useSelector(onboarding, selectProgressInput, shallowEqual);
  return progressBar({ path, ...input });
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}

/**
 * The sign-up progress bar (product.md 2.4): an ordered list plus a native progress range 1..total.
 * A complementary landmark beside the page, not navigation (it holds no links, QA 12): axe wants
 * all content in landmarks. The range is announced as the step, never as a
 * percentage of 0..total.
 */
export function ProgressBar({ bar }: { bar: ProgressBarModel }) {
  if (!bar.visible) return null;
  return (
    <aside className="progress" aria-label={copy.name}>
      <progress
        max={bar.total}
        value={bar.current}
        aria-label={copy.name}
        aria-valuetext={copy.step(bar.current, bar.total)}
      />
      <ol>
        {bar.steps.map((step) => (
          <li
            key={step.id}
            className={step.active ? 'active' : step.completed ? 'completed' : undefined}
            aria-current={step.active ? 'step' : undefined}
          >
            {step.label}
            {step.completed ? <span className="visually-hidden">{copy.completed}</span> : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}
