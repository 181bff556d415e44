import type { RegistrationStatus } from '../api/registration';
import type { Derivation, Effect } from './route-derivation';

/**
 * The one table that says what each derivation effect does (route-derivation.ts names them):
 * the context it changes in the onboarding machine (`apply`, pure), the browser port it calls
 * (`run`, carried out by src/after-sign-up.ts from the machine's `derived` event), and how the
 * generated docs name it (`describe`). Keyed by every effect type, so a new effect does not
 * compile until it says what it does.
 */

/** The part of the onboarding machine's context an effect may change. */
export interface EffectContext {
  registrationPending: boolean;
  status: RegistrationStatus | null;
  locallyExecutedKycProviders: string[];
}

/** What the browser half of an effect needs; src/after-sign-up.ts provides it. */
export interface EffectPorts {
  flash: (kind: 'success' | 'danger', text: string, route: string | null) => void;
  startDeviceProfiling: () => void;
  trackCompletion: () => void;
  syncMediaApp: () => void;
}

type EffectOf<T extends Effect['type']> = Extract<Effect, { type: T }>;

interface EffectHandler<E extends Effect> {
  apply?: (context: EffectContext, effect: E) => Partial<EffectContext>;
  run?: (effect: E, ports: EffectPorts, derivation: Derivation) => void;
  describe?: (effect: E) => string;
}

const routeOf = (derivation: Derivation): string | null =>
  derivation.kind === 'route' ? derivation.route : null;

export const EFFECT_HANDLERS: { [T in Effect['type']]: EffectHandler<EffectOf<T>> } = {
  markRegistrationPending: { apply: () => ({ registrationPending: true }) },
  // Nothing reads it: `complete` is a derivation of its own, which the machine's completing state
  // acts on. Kept as an effect because the status table (docs/status-routing.md) names it.
  markRegistrationComplete: {},
  markEmailVerified: {
    apply: ({ status }) =>
      status?.emailVerificationStatus === 'REQUIRED'
        ? { status: { ...status, emailVerificationStatus: 'VERIFIED' } }
        : {},
  },
  flash: {
    run: (effect, ports, derivation) => ports.flash(effect.kind, effect.text, routeOf(derivation)),
    describe: (effect) => `flash ${effect.kind} "${effect.text}"`,
  },
  recordKycProviderExecuted: {
    apply: (context, effect) => ({
      locallyExecutedKycProviders: [...context.locallyExecutedKycProviders, effect.provider],
    }),
    describe: (effect) => `recordKycProviderExecuted ${effect.provider}`,
  },
  startDeviceProfiling: { run: (_, ports) => ports.startDeviceProfiling() },
  trackCompletion: { run: (_, ports) => ports.trackCompletion() },
  // A hand-off syncs in the machine's completing state; a completion that stays in the app
  // (mobile web's download page) syncs here.
  syncMediaApp: {
    run: (_, ports, derivation) => {
      if (derivation.kind === 'route') ports.syncMediaApp();
    },
  },
  // The hand-off is the machine's `complete` state (entry action `handOff`), not a port call.
  handOff: {},
};

const handlerOf = <E extends Effect>(effect: E) => EFFECT_HANDLERS[effect.type] as EffectHandler<E>;

/** The context changes of `effects`, applied in order (the onboarding machine's `assignDerivation`). */
export function applyEffects<C extends EffectContext>(
  context: C,
  effects: readonly Effect[],
): EffectContext {
  let next: EffectContext = {
    registrationPending: context.registrationPending,
    status: context.status,
    locallyExecutedKycProviders: context.locallyExecutedKycProviders,
  };
  for (const effect of effects) next = { ...next, ...handlerOf(effect).apply?.(next, effect) };
  return next;
}

/** Calls the browser port of each effect of `derivation` (src/after-sign-up.ts). */
export function runEffects(derivation: Derivation, ports: EffectPorts): void {
  for (const effect of derivation.effects) handlerOf(effect).run?.(effect, ports, derivation);
}

/** How the generated docs name an effect. */
export const describeEffect = (effect: Effect): string =>
  handlerOf(effect).describe?.(effect) ?? effect.type;
