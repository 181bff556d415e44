/**
 * contract.md 8: `sms_pin_locked` "leads to native login (in an app or frame)": in an app the
 * wrapper's login page (when it lists `native_login`), in a frame the same-named message to an
 * allowed parent, else nothing (bridge/native-calls.ts `showLoginPage`). The one port every
 * machine that meets the code names `openNativeLogin`: the SMS step (src/step-ports.ts), the
 * login's and the reset link's SMS code (src/flows/login.ts), the login itself
 * (src/session-actor.ts). The bridge loads only when it is needed.
 */
export function openNativeLogin(allowedParentOrigins: readonly string[]): void {
  void import('../bridge/native-calls').then((bridge) =>
    bridge.createNativeCaller(allowedParentOrigins).showLoginPage(),
  );
}
