import { useLocation } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { importWithRetry } from '../src/lazy-screen';
import NotAvailableScreen from './common/not-available';

/**
 * Every screen beyond the first one, by path. The router sends each such path here (one lazy
 * chunk), and this loads the path's own screen lazily in turn, so the first screen carries
 * neither the screens nor this table (decision 005). A registered path without a screen yet
 * shows the "not available yet" page.
 */
type Loader = () => Promise<{ default: ComponentType }>;

const policies: Loader = () => import('./signup/policies');
const playYourWay: Loader = () => import('./signup/play-your-way');
const disabled: Loader = () => import('./signup/disabled');
const emailVerification: Loader = () => import('./signup/email-verification');
const emailLink: Loader = () => import('./signup/email-link');
const personalInfo: Loader = () => import('./signup/personal-info');

const SCREEN_TABLE: Record<string, Loader> = {
  '/web/signup/fine_details': policies,
  '/signup/policies': policies,
  '/web/signup/play_your_way': playYourWay,
  '/signup/play_your_way': playYourWay,
  '/signup/download': () => import('./signup/download'),
  '/signup/interstitial': () => import('./signup/interstitial'),
  '/signup/disabled': disabled,
  '/web/signup/disabled': disabled,
  '/web/signup/email_verification': emailVerification,
  '/signup/email_verification': emailVerification,
  '/email_verification': emailLink,
  '/email_verification/success': emailLink,
  '/email_verification/failed': emailLink,
  '/continue_registration': () => import('./signup/continue-registration'),
  '/sms/unable_to_send_code': () => import('./sms/unable-to-send-code'),
  '/sms/pin_locked': () => import('./sms/pin-locked'),
  '/signup/preferred_name': personalInfo,
  '/signup/residence_citizenship': personalInfo,
  '/signup/ssn': personalInfo,
  '/signup/employment_details': personalInfo,
  '/web/signup/pii': personalInfo,
  '/web/signup/initial_set_limits': () => import('./signup/initial-limits'),
  '/signup/initial_set_limits': () => import('./signup/initial-limits'),
  // (insert new screens above this line)
};

// One lazy component per loader, made once, so React keeps a screen's state across renders.
const components = new Map<Loader, ComponentType>();
function screenFor(loader: Loader): ComponentType {
  let component = components.get(loader);
  if (!component) {
    component = lazy(() => importWithRetry(loader));
    components.set(loader, component);
  }
  return component;
}

/** Renders the screen of the current path, or the "not available yet" page. */
export default function ScreenSwitch() {
  const path = useLocation({ select: (location) => location.pathname });
  const loader = SCREEN_TABLE[path];
  if (!loader) return <NotAvailableScreen />;
  const Screen = screenFor(loader);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
