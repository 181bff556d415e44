import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchNativeResult,
  installNativeCallbacks,
  NATIVE_RESULTS,
  type NativeCallbacks,
  onNativeResult,
  resetNativeCallbacks,
} from './native-callbacks';
import { checkMediaApp, type NativeTarget, startNativeTask } from './native-calls';
import { invokeNative } from './native-invoke';
import { strictBridge } from './strict-bridge.fixture';

// The page's own window, a top-level tab: no parent frame to post a fallback to.
const page: NativeTarget = { allowedOrigins: [] };

afterEach(() => {
  resetNativeCallbacks();
  delete window.NativeBridge;
  delete window.NativeCallbacks;
  vi.restoreAllMocks();
});

describe('native results', () => {
  it('reach every registered handler through window.NativeCallbacks', () => {
    const first = vi.fn();
    const second = vi.fn();
    onNativeResult('identityVerificationSuccess', first);
    onNativeResult('identityVerificationSuccess', second);
    window.NativeCallbacks?.identityVerificationSuccess({ scanId: 7 });
    expect(first).toHaveBeenCalledWith({ scanId: 7 });
    expect(second).toHaveBeenCalledWith({ scanId: 7 });
  });

  it('installs one function per result', () => {
    installNativeCallbacks();
    expect(Object.keys(window.NativeCallbacks ?? {}).sort()).toEqual([...NATIVE_RESULTS].sort());
  });

  it('warns when a result arrives with no handler', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    dispatchNativeResult('profilingFailure', 'x');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('profilingFailure'));
  });

  it('swallows a handler exception and still calls the others', () => {
    const after = vi.fn();
    onNativeResult('documentVerificationFailure', () => {
      throw new Error('boom');
    });
    onNativeResult('documentVerificationFailure', after);
    expect(() => dispatchNativeResult('documentVerificationFailure', 'e')).not.toThrow();
    expect(after).toHaveBeenCalledWith('e');
  });

  it('stops calling a handler once it is unregistered', () => {
    const handler = vi.fn();
    const off = onNativeResult('mediaAppInstalled', handler);
    off();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    dispatchNativeResult('mediaAppInstalled', true);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('window.NativeCallbacks before any handler (QA 10 finding 2)', () => {
  it('exists before the first native function is called, every result a warning with no handler', () => {
    const reported: unknown[] = [];
    window.NativeBridge = {
      // A wrapper that answers at once through the callbacks, as an iOS one may.
      checkMediaApp: () => {
        try {
          (window.NativeCallbacks as NativeCallbacks).mediaAppInstalled(true);
          reported.push('answered');
        } catch (error) {
          reported.push(error);
        }
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    invokeNative('checkMediaApp');
    expect(reported).toEqual(['answered']);
    expect(Object.keys(window.NativeCallbacks ?? {}).sort()).toEqual([...NATIVE_RESULTS].sort());
    for (const result of NATIVE_RESULTS)
      expect(() => (window.NativeCallbacks as NativeCallbacks)[result]('late')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(NATIVE_RESULTS.length + 1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mediaAppInstalled'));
  });
});

describe('startNativeTask', () => {
  it('calls the native function with its arguments', () => {
    const start = vi.fn();
    window.NativeBridge = { jumioInitiateIDVerification: start };
    expect(
      startNativeTask(page, 'jumioInitiateIDVerification', 'identityVerificationFailure', ['{}']),
    ).toBe(true);
    expect(start).toHaveBeenCalledWith('{}');
  });

  it('without a native function, gives the failure handlers an empty value', () => {
    const failure = vi.fn();
    onNativeResult('identityVerificationFailure', failure);
    expect(startNativeTask(page, 'jumioNetverifyStart', 'identityVerificationFailure', [])).toBe(
      false,
    );
    expect(failure).toHaveBeenCalledWith('');
  });
});

describe('checkMediaApp', () => {
  it('is false without a bridge', async () => {
    expect(await checkMediaApp(page)).toBe(false);
  });

  it("is the bridge's answer, 'true' as a string included", async () => {
    window.NativeBridge = { checkMediaApp: () => 'true' };
    expect(await checkMediaApp(page)).toBe(true);
    window.NativeBridge = { checkMediaApp: () => false };
    expect(await checkMediaApp(page)).toBe(false);
  });
});

// QA 3 H1: an Android JavaScript interface refuses a method called without its object.
describe('on an Android-style bridge that refuses a detached call', () => {
  it('starts a native task and asks checkMediaApp on the bridge object', async () => {
    const { bridge, callsOf } = strictBridge(['lexisNexisProfilingStart', 'checkMediaApp'], {
      answers: { checkMediaApp: 'true' },
    });
    window.NativeBridge = bridge;
    const failure = vi.fn();
    onNativeResult('profilingFailure', failure);
    expect(startNativeTask(page, 'lexisNexisProfilingStart', 'profilingFailure', ['{}'])).toBe(
      true,
    );
    expect(callsOf('lexisNexisProfilingStart')).toEqual([
      { name: 'lexisNexisProfilingStart', args: ['{}'] },
    ]);
    expect(failure).not.toHaveBeenCalled();
    expect(await checkMediaApp(page)).toBe(true);
  });

  it('gives the failure handlers an empty value when the native function throws, and reads checkMediaApp as false', async () => {
    const { bridge } = strictBridge(['lexisNexisProfilingStart', 'checkMediaApp'], {
      throwing: ['lexisNexisProfilingStart', 'checkMediaApp'],
    });
    window.NativeBridge = bridge;
    const failure = vi.fn();
    onNativeResult('profilingFailure', failure);
    expect(startNativeTask(page, 'lexisNexisProfilingStart', 'profilingFailure', [])).toBe(false);
    expect(failure).toHaveBeenCalledWith('');
    expect(await checkMediaApp(page)).toBe(false);
  });
});
