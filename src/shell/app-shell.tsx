import { Outlet, useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectLayout } from '../../machines/onboarding.selectors';
import { selectMayLogOut } from '../../machines/session.selectors';
import { isWebPath } from '../../machines/web-path';
import { importWithRetry } from '../lazy-screen';
import { Banner } from '../ui/banner';
import { useActors, useSessionActor } from './actors';
import { ProgressBar, useProgressBar } from './progress-bar';

// The webview top bar (product.md 2.5): native layout only, in its own chunk (decision 005).
// A chunk that never loads (reported by importWithRetry) leaves the page without a top bar. Until
// it arrives an empty bar holds its height, so the page does not move down under a patron's finger.
const TopBar = lazy(() =>
  importWithRetry(() => import('./top-bar')).catch(() => ({ default: () => null })),
);

// Log out (issue 11 item 2): its own chunk, shown only while signed in, so it is fetched once the
// session machine says so, never for a visitor (issue 9, decision 055).
const LogoutButton = lazy(() =>
  importWithRetry(() => import('./logout-button')).catch(() => ({ default: () => null })),
);

/**
 * The shell around every route: the webview top bar, brand header, flash banners, the sign-up
 * progress bar on step paths, and the page. Paths under /web render inside the web progress
 * layout (product.md 2.1).
 */
export function AppShell() {
  const { onboarding, flash, brand } = useActors();
  const path = useLocation({ select: (location) => location.pathname });
  const messages = useSelector(flash, (s) => s.context.messages);
  const inWebview = useSelector(onboarding, selectLayout) === 'native';
  const signedIn = useSelector(useSessionActor() ?? undefined, selectMayLogOut);
  const bar = useProgressBar();
  const web = isWebPath(path);
  return (
    <div className={`app ${brand.themeClass} ${web ? 'layout-web' : 'layout-mobile'}`}>
      {inWebview ? (
        <Suspense fallback={<div className="top-bar" />}>
          <TopBar />
        </Suspense>
      ) : null}
      <header className="app-header">
        <p className="brand-name">{brand.name}</p>
        {signedIn ? (
          <Suspense>
            <LogoutButton />
          </Suspense>
        ) : null}
      </header>
      <div className="app-body">
        <ProgressBar bar={bar} />
        <main className="app-main">
          {messages.length > 0 ? (
            <div className="flash-messages">
              {messages.map((message) => (
                <Banner
                  key={message.id}
                  kind={message.type}
                  onClose={() => flash.send({ type: 'flash.dismiss', id: message.id })}
                >
                  {message.text}
                </Banner>
              ))}
            </div>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
