import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';

/**
 * Acknowledgements (contract.md 7 "POST /i/acks", "PATCH /i/acks/{name}"; payloads not shown).
 * Our wire (docs/api.md): an acknowledgement is named in snake_case (`dge_level_2_ack`,
 * `deposit_ack`...); POST /i/acks `{name}` records a first one (201 `{name}`), PATCH
 * /i/acks/{name} records it again or for good (204, wire-decisions "Status codes").
 */

/**
 * What POST /i/acks answers: the acknowledgement recorded. The shape is ours, so an answer
 * without the name (or without a body) is still the one just recorded.
 */
export const AckSchema = v.optional(v.looseObject({ name: v.optional(v.string()) }), {});
export interface Ack {
  name: string;
}

/** POST /i/acks: records a new acknowledgement by name (201). */
export async function createAck(name: string, { signal }: CallOptions = {}): Promise<Ack> {
  const answer = await apiRequest('/i/acks', {
    method: 'POST',
    body: { name },
    schema: AckSchema,
    action: 'record your acknowledgement',
    signal,
  });
  return { name: answer.name ?? name };
}

/** PATCH /i/acks/{name}: records the acknowledgement of that name (204). */
export async function acknowledge(name: string, { signal }: CallOptions = {}): Promise<void> {
  await apiRequest(`/i/acks/${encodeURIComponent(name)}`, {
    method: 'PATCH',
    schema: null,
    action: 'record your acknowledgement',
    signal,
  });
}
