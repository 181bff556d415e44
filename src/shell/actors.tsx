import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { flashMachine } from '../../machines/flash.machine';
import type { onboardingMachine } from '../../machines/onboarding.machine';
import type { SessionEvent, sessionMachine } from '../../machines/session.machine';
import type { Brand } from '../brands';

/**
 * The app's long-lived actors, created once by createApp (src/create-app.tsx) and reached by
 * screens through this context; screens never create actors for shared flows (STYLE.md 3).
 */
export interface AppActors {
  /** Replaced by a fresh, unstarted actor when a session ends (the old one is stopped). */
  onboarding: ActorRefFrom<typeof onboardingMachine>;
  flash: ActorRefFrom<typeof flashMachine>;
  /** Login state and the shared slice (feature flags, critical-service error text). */
  session: SessionHandle;
  brand: Brand;
}

export type SessionMachine = typeof sessionMachine;
export type SessionActor = ActorRefFrom<SessionMachine>;

/**
 * The session machine loads beside the first screen, not in it (decision 005 and 009), so the
 * app holds a handle: `send` delivers at once or, before the machine has loaded, in order once it
 * has; `whenReady` gives the running actor (for selectors in screens that need its state).
 */
export interface SessionHandle {
  send: (event: SessionEvent) => void;
  whenReady: Promise<SessionActor>;
  /**
   * Loads and starts the machine now rather than after the first paint: for a patron's page,
   * which cannot paint before the session check (src/flows/require-patron.ts).
   */
  startNow: () => void;
}

const ActorsContext = createContext<AppActors | null>(null);

export function ActorsProvider({ value, children }: { value: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={value}>{children}</ActorsContext.Provider>;
}

/** The app's actors; throws when a screen is rendered outside the provider (a wiring bug). */
export function useActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useActors must be used inside ActorsProvider');
  return actors;
}

/**
 * The running session actor once it has loaded (null before): for a screen that shows its own
 * content at once and reads the session's state when it can (the login form).
 */
export function useSessionActor(): SessionActor | null {
  const { session } = useActors();
  const [actor, setActor] = useState<SessionActor | null>(null);
  useEffect(() => {
    let current = true;
    void session.whenReady.then((ready) => {
      if (current) setActor(ready);
    });
    return () => {
      current = false;
    };
  }, [session]);
  return actor;
}
