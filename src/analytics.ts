/**
 * The analytics port (product.md 3 "Analytics events"). Screens and src/ call `track`; the
 * analytics service itself is loaded later, off the first screen, by the observability work.
 * Until then the port records nothing. Never pass passwords, SSN digits, codes or tokens.
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
  | { name: 'registration_complete'; properties: Record<string, never> };

type Sink = (event: AnalyticsEvent) => void;
let sink: Sink = () => {};

/** Installs the analytics service (observability work); tests install a recorder. */
export function setAnalyticsSink(next: Sink): void {
  sink = next;
}

/** Records a product event through whatever service is installed. */
export function track(event: AnalyticsEvent): void {
  sink(event);
}
