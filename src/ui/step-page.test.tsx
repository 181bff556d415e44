import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepPage, stepLoad } from './step-page';

const base = {
  loadingText: 'Loading the policies…',
  message: 'Unable to fetch policies',
  retryLabel: 'Try again',
};

describe('StepPage', () => {
  it("shows the step's title as the page's one h1 and its content when ready", () => {
    render(
      <StepPage title="The Fine Details">
        <p>Content</p>
      </StepPage>,
    );

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'The Fine Details' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'The Fine Details' })).toContainElement(
      screen.getByText('Content'),
    );
  });

  it('shows a polite status line instead of the content while the step loads', () => {
    const load = stepLoad({ ...base, failed: false, loading: true, onRetry: () => {} });
    render(
      <StepPage title="The Fine Details" load={load}>
        <p>Content</p>
      </StepPage>,
    );

    expect(screen.getByRole('status')).toHaveTextContent(base.loadingText);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });

  it('shows the failure and a retry that asks the step again', async () => {
    const user = userEvent.setup();
    let retries = 0;
    const load = stepLoad({
      ...base,
      failed: true,
      loading: true,
      onRetry: () => {
        retries += 1;
      },
    });
    render(
      <StepPage title="The Fine Details" load={load}>
        <p>Content</p>
      </StepPage>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(base.message);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: base.retryLabel }));
    expect(retries).toBe(1);
  });

  it('keeps its title, and focus on it, from loading to ready', () => {
    const loading = stepLoad({ ...base, failed: false, loading: true, onRetry: () => {} });
    const view = render(<StepPage title="Set Your Limits" load={loading} />);
    const heading = screen.getByRole('heading', { level: 1 });
    heading.blur();

    view.rerender(
      <StepPage title="Set Your Limits">
        <input aria-label="Amount" />
      </StepPage>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading).not.toHaveFocus();
  });
});
