/**
 * The three local servers the end-to-end tests use. `E2E_PORT_BASE` moves all three (default
 * 4311), so two checkouts on one machine can run their end-to-end tests at the same time.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4311);

/** The production build with the sandbox on. */
export const SANDBOX_PORT = base;
/** The production build with the shipped config.js (sandbox off). */
export const DEFAULT_CONFIG_PORT = base + 1;
/** test/e2e/fixtures: a page that embeds the app in a frame. */
export const FRAME_HOST_PORT = base + 2;

export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
export const DEFAULT_CONFIG_ORIGIN = `http://127.0.0.1:${DEFAULT_CONFIG_PORT}`;
export const FRAME_HOST_ORIGIN = `http://127.0.0.1:${FRAME_HOST_PORT}`;
