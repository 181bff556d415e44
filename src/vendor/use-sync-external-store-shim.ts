// @xstate/react imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook
// itself, so the bundle maps the shim to it (vite.config.ts `resolve.alias`) and saves its bytes.
export { useSyncExternalStore } from 'react';
