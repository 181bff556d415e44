/**
 * The analytics port (product.md 3 "Analytics events"). Screens and src/ call `track`; the
 * analytics service itself (src/observability/analytics.ts) loads after the first paint, only
 * when the runtime config has its key. Never pass passwords, SSN digits, codes or tokens.
 */
export type AnalyticsEvent =
  | { name: 'confirm_email_complete'; properties: { method: string } }
  | { name: 'kyc_promo_action'; properties: { button_text: string } }
  | { name: 'kyc_promo_error'; properties: { error_message: 'invalid_code' } }
  | {
      name: 'limit_set';
      properties: {
        limit_type: string;
        limit_value: number | null;
        limit_origin: 'sign_up' | 'account';
      };
    }
  | {
      name: 'modal';
      properties: { modal_type: 'onboarding'; modal_name: string; non_dismissible: 'yes' | 'no' };
    }
  | { name: 'registration_complete'; properties: Record<string, never> }
  // The sign-up funnel (issue 16 item 3): a step is entered when the derivation leads to it and
  // completed when the derivation leaves it (src/observability/funnel.ts).
  | { name: 'sign_up_step_entered' | 'sign_up_step_completed'; properties: { step: string } };

type Sink = (event: AnalyticsEvent) => unknown;
// Events before the analytics service has loaded (after the first paint) wait here, up to the
// spec's saved maximum of 1000 (contract.md 9); the service drops them when analytics is opted out.
const early: AnalyticsEvent[] = [];
let sink: Sink = (event) => early.length < 1000 && early.push(event);

/** Installs the analytics service (src/observability), which gets the waiting events first. */
export function setAnalyticsSink(next: Sink): void {
  sink = next;
  for (const event of early.splice(0)) next(event);
}

/** Records a product event through whatever service is installed. */
export function track(event: AnalyticsEvent): void {
  sink(event);
}
