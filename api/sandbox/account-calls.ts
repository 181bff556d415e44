import { actor, type CallTable, empty, json } from './wire';

/**
 * The sandbox's calls of account pages, suspensions, auth and devices (issue 11): one
 * implementation per row of SANDBOX_CALLS marked `builtBy` (handlers.ts checks that every
 * implemented row has one). The payloads are "not shown" in contract.md 7: each accepts the
 * OAuth parameters alone and answers success; a scenario's forced errors exercise the failures.
 */
export const ACCOUNT_CALLS = {
  'POST /i/closed_suspensions': () => json({}, 201),
  'DELETE /i/dormant_accounts': () => empty(204),
  'PATCH /i/acks/dge_level_2_ack': () => json({}),
  'POST /i/fit_to_play': () => json({ fit_to_play: 'confirmed' }, 201),
  // The details on record of the acting patron (the seeded one: Sandy Patron, US-NJ).
  'GET /i/igo_user_pii': (ctx) => {
    const user = actor(ctx);
    const form = user.form as Record<string, unknown>;
    return json({
      first_name: user.firstName,
      last_name: user.lastName,
      birthdate: typeof form.birthdate === 'string' ? form.birthdate : '1990-04-12',
      address_line_1: '1 Boardwalk',
      city: 'Atlantic City',
      region: user.regionCode ?? 'US-NJ',
      postal_code: '08401',
      country: 'US',
    });
  },
  'PATCH /i/igo_user_pii': () => json({}),
} satisfies CallTable;
