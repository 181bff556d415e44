/**
 * The sandbox's wire helpers and the shape of a call's implementation, shared by the core calls
 * (handlers.ts) and each capability's calls (api/sandbox/*-calls.ts): answers in the wire's own
 * terms (wire-decisions "General"), the server's own messages, and the context a call runs with.
 */
import { HttpResponse } from 'msw';
import { network as networkCopy } from '../../copy/spec/network';
import { isSupportedRegion } from '../domain';
import type { Scenario } from './scenarios';
import type { SandboxState, SandboxUser } from './state';

export type Body = Record<string, unknown>;

// Scenario bodies are arbitrary JSON read from a file, hence the cast to msw's body type.
export const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
export const empty = (status: 201 | 202 | 204) => new HttpResponse(null, { status });

/** 422 `{"errors":{field:[message]}}`, keyed by wire field. */
export const fieldErrors = (errors: Record<string, string[]>) => json({ errors }, 422);

/** `{"error":{"code","message"}}`, 422 unless told otherwise (wire-decisions "General"). */
export const codedError = (code: string, message: string, status = 422, extra?: Body) =>
  json({ error: { code, message, ...(extra ? { extra } : {}) } }, status);

export const unauthorized = () =>
  json({ error: { code: 'unauthorized', message: networkCopy.unauthorized } }, 401);

export const randomToken = () => crypto.randomUUID().replaceAll('-', '');

// The real API sets an HttpOnly cookie; the sandbox decides by its one stored session instead
// (Node's fetch keeps no cookies), but sends the cookie so the browser sees the same headers.
export const withSessionCookie = (response: Response, value: string, maxAge?: number) => {
  const expiry = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  response.headers.set(
    'Set-Cookie',
    `session_id=${value}; Path=/; HttpOnly; SameSite=Lax${expiry}`,
  );
  return response;
};

/** Collects field errors in the order they are found; the client shows the first per field. */
export function errorCollector() {
  const errors: Record<string, string[]> = {};
  return {
    errors,
    add(field: string, message: string) {
      const list = errors[field] ?? [];
      list.push(message);
      errors[field] = list;
    },
    has: () => Object.keys(errors).length > 0,
  };
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;
export const isBlank = (value: unknown) => !text(value);
export const present = (body: Body, key: string) =>
  Object.hasOwn(body, key) && body[key] !== undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const TEN_DIGITS = /^\d{10}$/;
export const MAX_NAME_LENGTH = 50;

/** Server-side messages (ours: the spec's catalogue is the client's copy, not the server's). */
export const MESSAGES = {
  required: (label: string) => `${label} is required`,
  blank: (label: string) => `${label} can't be blank`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  emailFormat: 'Enter a valid email address',
  usernameFormat: 'Username must be 3 to 20 letters, numbers or underscores',
  usernameTaken: 'This username is already taken',
  passwordRule: 'Password must be at least 8 characters and include a letter and a number',
  phone: 'Enter a 10-digit phone number',
  strongAuthNeedsPhone: 'A phone number is required for two-step verification',
  boolean: 'Must be true or false',
  mustAccept: (name: string) => `You must accept the ${name}`,
  unknownPolicy: (id: string) => `Unknown policy ${id}`,
  notThisRegistration: 'Is not the id of this registration',
  noPolicies: 'Choose at least one policy to accept',
  country: 'Choose a country from the list',
  ssn: 'Enter the last 4 digits of your Social Security number',
  employmentStatus: 'Choose an employment status',
  promotionOnOffer: 'Choose from the promotions on offer',
  birthdate: 'Enter a valid date of birth (yyyy-MM-dd)',
  underage: 'You must be at least 21 years old to register',
  address: (part: string) => `Address ${part} can't be blank`,
  postalCode: 'Enter a valid postal code',
  addressCountry: 'Address country must be US or CA',
  region: 'Choose a supported betting region',
  channel: 'Channel must be sms or call',
  sessionId: "Session id can't be blank",
  promotionCode: "Promotion code can't be blank",
  suspended: 'Your account is suspended',
  piiLocked: 'Your identity details can no longer be changed',
  linkInvalid: 'The verification link is not valid or has expired.',
  notFound: (what: string) => `${what} was not found`,
  badJson: 'The request body is not valid JSON',
  internal: 'Internal Server Error',
  limitAmount: 'Amount must be a whole number of cents greater than 0',
  dailyTimeLimit: 'Daily time limit must be a whole number of hours from 1 to 24, or null',
} as const;

export const regionHeader = (request: Request): string | null => {
  const code = request.headers.get('X-Region-Code');
  return isSupportedRegion(code) ? code : null;
};

export interface CallContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  body: Body;
  state: SandboxState;
  /** The acting user: the session's, or for a valid link token the newest account. */
  user: SandboxUser | null;
  scenario: Scenario;
  now: number;
}

export type Implementation = (ctx: CallContext) => Response;

/**
 * A capability's implementations by "METHOD /path" key. Typed loosely here so the capability
 * files need not import handlers.ts (which imports them); handlers.ts checks the merged table
 * against every implemented row of SANDBOX_CALLS.
 */
export type CallTable = Record<string, Implementation>;

/** The user of a call whose auth the pipeline has already checked. */
export function actor(ctx: CallContext): SandboxUser {
  if (!ctx.user) throw new Error('sandbox: a session call ran without a user');
  return ctx.user;
}
