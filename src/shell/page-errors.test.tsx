import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setErrorReporter } from '../../api/errors';
import { FatalErrorBanner, NotFoundPage } from './page-errors';

describe('page-level errors', () => {
  afterEach(() => setErrorReporter(() => {}));

  it('shows the fatal render banner in the spec words and reports the error', () => {
    const reported: Error[] = [];
    setErrorReporter((error) => reported.push(error));
    render(<FatalErrorBanner error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading the page',
    );
    expect(reported.map((e) => e.message)).toEqual(['boom']);
  });

  it('shows Page Not Found with its text and reports the miss', () => {
    const reported: Error[] = [];
    setErrorReporter((error) => reported.push(error));
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText('Oops, looks like something went wrong')).toBeInTheDocument();
    expect(reported).toHaveLength(1);
  });
});
