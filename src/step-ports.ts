import type { AnyStateMachine } from 'xstate';
import { loadStepLogic } from '../machines/step-registry';
import { openNativeLogin } from './native-login';

/**
 * Step machines with the browser ports they name. Loaded with the first step (after the account
 * exists), so none of it weighs on the first screen (decision 005).
 */

/** The route's step machine with its ports, or null when the route has none yet. */
export async function loadStepWithPorts(route: string, allowedParentOrigins: readonly string[]) {
  const logic = await loadStepLogic(route);
  return logic ? withStepPorts(logic, allowedParentOrigins) : null;
}

/**
 * A step machine with the browser-side actions it may name (the machines stay free of window and
 * bridge), also for the SMS machine a step invokes itself (the web personal-information page).
 */
export function withStepPorts(logic: AnyStateMachine, allowedParentOrigins: readonly string[]) {
  const actions = stepPorts(allowedParentOrigins);
  const sms = logic.implementations.actors.smsMachine as AnyStateMachine | undefined;
  return logic.provide({
    actions,
    ...(sms ? { actors: { smsMachine: sms.provide({ actions }) } } : {}),
  });
}

function stepPorts(allowedParentOrigins: readonly string[]) {
  return {
    openNativeLogin: () => openNativeLogin(allowedParentOrigins),
  };
}
