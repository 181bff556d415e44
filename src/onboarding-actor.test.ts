import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { withStepPorts } from './step-ports';

// A step machine that locks at once, as the SMS machine does on sms_pin_locked.
const lockingStep = setup({ actions: { openNativeLogin: () => {} } }).createMachine({
  id: 'sms',
  initial: 'locked',
  states: { locked: { entry: 'openNativeLogin' } },
});

const stepWithSmsChild = setup({ actors: { smsMachine: lockingStep } }).createMachine({
  id: 'personalInfo',
  invoke: { src: 'smsMachine', id: 'sms' },
});

describe('browser ports given to step machines', () => {
  afterEach(() => {
    delete window.NativeBridge;
  });

  it('opens the native login page when a step locks in the app (contract.md 8 sms_pin_locked)', async () => {
    const showLoginPage = vi.fn();
    window.NativeBridge = { showLoginPage, getSupportedFeatures: () => ['native_login'] };
    createActor(withStepPorts(lockingStep, [])).start();
    await vi.waitFor(() => expect(showLoginPage).toHaveBeenCalledTimes(1));
  });

  it('reaches the SMS machine a step invokes itself', async () => {
    const showLoginPage = vi.fn();
    window.NativeBridge = { showLoginPage, getSupportedFeatures: () => ['native_login'] };
    createActor(withStepPorts(stepWithSmsChild, [])).start();
    await vi.waitFor(() => expect(showLoginPage).toHaveBeenCalledTimes(1));
  });

  it('does nothing visible in a plain browser: no bridge and no parent to tell', async () => {
    const actor = createActor(withStepPorts(lockingStep, ['https://host.test'])).start();
    expect(actor.getSnapshot().value).toBe('locked');
  });
});
