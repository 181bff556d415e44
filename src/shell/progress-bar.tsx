import type { ProgressBar as ProgressBarModel } from '../../machines/progress-steps';

/** The sign-up progress bar (product.md 2.4): an ordered list plus a native progress range 1..total. */
export function ProgressBar({ bar }: { bar: ProgressBarModel }) {
  if (!bar.visible) return null;
  return (
    <nav className="progress" aria-label="Sign-up progress">
      <progress
        max={bar.total}
        value={bar.current}
        aria-label={`Step ${bar.current} of ${bar.total}`}
      />
      <ol>
        {bar.steps.map((step) => (
          <li
            key={step.id}
            className={step.active ? 'active' : step.completed ? 'completed' : undefined}
            aria-current={step.active ? 'step' : undefined}
          >
            {step.label}
            {step.completed ? <span className="visually-hidden"> (completed)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
