import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setErrorReporter } from '../../api/errors';
import { fatalPage } from '../../copy/ours/sign-up';
import { FatalErrorBanner, NotFoundPage } from './page-errors';

describe('page-level errors', () => {
  beforeEach(() => {
    document.title = 'Sign up';
  });
  afterEach(() => setErrorReporter(() => {}));

  it('shows the fatal render banner in the spec words and reports the error', () => {
    const reported: Error[] = [];
    setErrorReporter((error) => reported.push(error));
    render(<FatalErrorBanner error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading the page',
    );
    expect(reported.map((e) => e.message)).toEqual(['boom']);
    // Like every page, a level-1 heading, which names the tab too.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fatalPage.title);
    expect(document.title).toBe(fatalPage.title);
  });

  it('shows Page Not Found with its text and reports the miss', async () => {
    const reported: Error[] = [];
    setErrorReporter((error) => reported.push(error));
    // Its ways on are router links: a bare router for them.
    const router = createRouter({
      routeTree: createRootRoute({ component: NotFoundPage }),
      history: createMemoryHistory({ initialEntries: ['/nowhere'] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText('Oops, looks like something went wrong')).toBeInTheDocument();
    expect(reported).toHaveLength(1);
    // product.md 2.1: "title Page Not Found", in the tab as on the page.
    expect(document.title).toBe('Page Not Found');
  });
});
