import { assign, fromPromise, sendParent, setup } from 'xstate';
import { isApiError } from '../api/errors';
import type { Country } from '../api/reference-lists';
import * as listsApi from '../api/reference-lists';
import type { RegistrationPatch } from '../api/registration';
import * as registrationApi from '../api/registration';
import { personalInfo as personalInfoCopy } from '../copy/ours/personal-info';
import { lists as listsCopy } from '../copy/spec/lists';
import { network as networkCopy } from '../copy/spec/network';
import { phoneDigits } from './account-form';
import type { RoutePath } from './paths';
import {
  activeFields,
  blacklisted,
  buildPersonalPatch,
  type DraftField,
  EMPLOYER_FIELDS,
  fieldsForRoute,
  initialDraft,
  needsPhone,
  normalise,
  type PersonalDraft,
  type PersonalField,
  type PersonalSecrets,
  validatePersonal,
} from './personal-info-form';
import { type Layout, stepForErrors } from './route-derivation';
import { phoneErrorOf, smsMachine } from './sms.machine';
import { lastFourSsnDigits } from './ssn-digits';
import {
  type StepDraftEvent,
  type StepInput,
  type StepOutput,
  withRegistrationId,
} from './step-contract';

/**
 * Personal Information (product.md 2.3, 3 "Registration form", 4.3): the preferred name,
 * residence and citizenship, the last 4 digits of the SSN and the employment details. On the
 * mobile layouts one route per page (/signup/preferred_name, /signup/residence_citizenship,
 * /signup/ssn, /signup/employment_details); on the web layout one page, /web/signup/pii, with
 * every personal field still pending, in the order of 4.3. Saving is PATCH /i/registration with
 * the page's fields only (contract.md 7); its 204 is the final state, after which the onboarding
 * machine syncs and the server decides what is next. Spawned by the onboarding machine as `step`.
 * A phone number pending on the web page is verified by the SMS machine, invoked as `sms`; the
 * step is done when both the fields are saved and the phone is verified.
 */

const copy = personalInfoCopy;
const errorCopy = copy.errors;

export interface OccupationSuggestion {
  title: string;
  blacklisted: boolean;
}

export interface PersonalInfoContext {
  route: string;
  /** The registration form's id, sent back with the update (contract.md 7). */
  registrationId: string | null;
  /** The fields this page asks for (phone number aside), in product.md 4.3 order. */
  fields: PersonalField[];
  /** The web page also verifies the phone number (through the SMS machine). */
  phonePending: boolean;
  /** The page the SMS child ended on (invalid number, locked pin): this step ends there too. */
  exitRoute: RoutePath | null;
  layout: Layout;
  /** A 422 named only fields another page owns: that page and the messages (product.md 5). */
  handover: { errorRoute: RoutePath; fieldErrors: Record<string, string> } | null;
  brandName: string;
  /** The phone number's digits as the SMS machine mirrors them (web page only; not a secret). */
  phoneNumber: string;
  /** The number the SMS machine last sent a code to, so a reload resumes at the code. */
  codeSentTo: string | null;
  draft: PersonalDraft;
  secrets: PersonalSecrets;
  /** Field -> message: our client checks, or the server's first 422 message per field. */
  fieldErrors: Record<string, string>;
  /** A failed save's message (the ApiError's catalogue line), shown in a banner. */
  formError: string | null;
  /** The countries list (GET /i/countries), null until loaded or when this page needs none. */
  countries: Country[] | null;
  /** The blacklisted occupations, null until loaded or when this page needs none. */
  blacklist: string[] | null;
  /** Why a list could not be loaded (the catalogue's words), with a retry. */
  listError: string | null;
  /** The job-title look-up's answer for what is typed now. */
  suggestions: OccupationSuggestion[];
}

export type PersonalInfoEvent =
  | { type: 'draft.change'; field: DraftField; value: string }
  | { type: 'secret.change'; field: keyof PersonalSecrets; value: string }
  | { type: 'occupation.choose'; jobTitle: string }
  | { type: 'form.submit' }
  | { type: 'lists.retry' }
  /** From the invoked SMS machine: its draft (the phone number's digits), merged into ours. */
  | StepDraftEvent;

// The shortest job title worth looking up: one letter matches most of the list.
const MIN_OCCUPATION_QUERY = 2;

const draftEvent = (context: PersonalInfoContext): StepDraftEvent => ({
  type: 'step.draft',
  route: context.route,
  // A copy of the draft only: the SSN lives in `secrets`, which is never sent.
  draft: context.phonePending
    ? { ...context.draft, phoneNumber: context.phoneNumber, codeSentTo: context.codeSentTo }
    : { ...context.draft },
});

const phoneOf = (draft: Record<string, unknown> | null | undefined): string =>
  typeof draft?.phoneNumber === 'string' ? phoneDigits(draft.phoneNumber) : '';

const codeSentToOf = (draft: Record<string, unknown> | null | undefined): string | null =>
  typeof draft?.codeSentTo === 'string' ? phoneDigits(draft.codeSentTo) : null;

const hasField = (context: PersonalInfoContext, ...fields: PersonalField[]) =>
  fields.some((field) => context.fields.includes(field));

const shownFields = (context: PersonalInfoContext): Set<string> => new Set(activeFields(context));

export const personalInfoMachine = setup({
  types: {} as {
    context: PersonalInfoContext;
    events: PersonalInfoEvent;
    input: StepInput;
  },
  actors: {
    fetchCountries: fromPromise<Country[]>(({ signal }) => listsApi.getCountries({ signal })),
    fetchBlacklistedOccupations: fromPromise<string[]>(({ signal }) =>
      listsApi.getBlacklistedOccupations({ signal }),
    ),
    searchOccupations: fromPromise<string[], { query: string }>(({ input, signal }) =>
      listsApi.searchOccupations(input.query, { signal }),
    ),
    updateRegistration: fromPromise<void, { patch: RegistrationPatch }>(({ input, signal }) =>
      registrationApi.updateRegistration(input.patch, { signal }),
    ),
    smsMachine,
  },
  actions: {
    assignDraft: assign({
      draft: ({ context }, params: { field: DraftField; value: string }) => ({
        ...context.draft,
        [params.field]: normalise(params.field, params.value) ?? '',
      }),
    }),
    assignSecret: assign({
      secrets: ({ context }, params: { field: keyof PersonalSecrets; value: string }) => ({
        ...context.secrets,
        // The field asks for the last 4 of the SSN (contract.md 9).
        [params.field]: lastFourSsnDigits(params.value),
      }),
    }),
    clearFieldError: assign({
      fieldErrors: ({ context }, params: { field: PersonalField }) => {
        const { [params.field]: _cleared, ...rest } = context.fieldErrors;
        // Leaving employment drops the errors of the employer fields it hides.
        if (params.field === 'employmentStatus')
          for (const field of EMPLOYER_FIELDS) delete rest[field];
        return rest;
      },
    }),
    mirrorDraft: sendParent(({ context }) => draftEvent(context)),
    assignCountries: assign({
      countries: (_, params: { countries: Country[] }) => params.countries,
    }),
    assignBlacklist: assign({
      blacklist: (_, params: { blacklist: string[] }) => params.blacklist,
    }),
    assignListError: assign({ listError: (_, params: { message: string }) => params.message }),
    clearListError: assign({ listError: null }),
    assignSuggestions: assign({
      suggestions: ({ context }, params: { titles: string[] }) =>
        params.titles.map((title) => ({
          title,
          blacklisted: blacklisted(context.blacklist ?? [], title),
        })),
    }),
    clearSuggestions: assign({ suggestions: [] }),
    chooseOccupation: assign({
      draft: ({ context }, params: { title: string }) => ({
        ...context.draft,
        jobTitle: params.title,
      }),
    }),
    refuseOccupation: assign({
      fieldErrors: ({ context }, params: { title: string }) => ({
        ...context.fieldErrors,
        jobTitle: errorCopy.occupationBlacklisted(params.title),
      }),
    }),
    assignValidationErrors: assign({
      fieldErrors: ({ context }) =>
        validatePersonal({ ...context, blacklist: context.blacklist ?? [] }),
      formError: null,
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    assignSaveError: assign(({ context }, params: { error: unknown }) => {
      const { error } = params;
      if (!isApiError(error)) return { fieldErrors: {}, formError: networkCopy.generic };
      const fieldErrors = error.status === 422 ? error.fieldErrors : {};
      const shown = shownFields(context);
      // product.md 5: the first message per field at the field; a message for a field this page
      // does not show goes to the banner, so no server word is lost.
      const elsewhere = Object.entries(fieldErrors).find(([field]) => !shown.has(field));
      const atFields = Object.fromEntries(
        Object.entries(fieldErrors).filter(([field]) => shown.has(field)),
      );
      const hasAtFields = Object.keys(atFields).length > 0;
      return {
        fieldErrors: atFields,
        formError: elsewhere ? elsewhere[1] : hasAtFields ? null : error.message,
      };
    }),
    assignHandover: assign({
      handover: ({ context }, params: { error: unknown }) => {
        const fieldErrors = isApiError(params.error) ? params.error.fieldErrors : {};
        const owner = stepForErrors(fieldErrors, context.layout);
        return owner ? { errorRoute: owner.route, fieldErrors } : null;
      },
    }),
    forgetSecrets: assign({ secrets: { last4Ssn: '' } }),
    assignPhoneNumber: assign({
      phoneNumber: (_, params: { draft: Record<string, unknown> }) => phoneOf(params.draft),
      codeSentTo: (_, params: { draft: Record<string, unknown> }) => codeSentToOf(params.draft),
    }),
  },
  guards: {
    // product.md 5: a 422 naming none of this page's fields, but a field another page owns.
    isOwnedElsewhere: ({ context }, params: { error: unknown }) => {
      if (!isApiError(params.error) || params.error.status !== 422) return false;
      const fields = Object.keys(params.error.fieldErrors);
      const shown = shownFields(context);
      if (fields.length === 0 || fields.some((field) => shown.has(field))) return false;
      const owner = stepForErrors(params.error.fieldErrors, context.layout);
      return owner !== null && owner.route !== context.route;
    },
    needsCountries: ({ context }) =>
      hasField(context, 'residence', 'citizenship') && context.countries === null,
    needsBlacklist: ({ context }) => hasField(context, 'jobTitle') && context.blacklist === null,
    hasFormFields: ({ context }) => context.fields.length > 0,
    isPhonePending: ({ context }) => context.phonePending,
    isFormValid: ({ context }) =>
      Object.keys(validatePersonal({ ...context, blacklist: context.blacklist ?? [] })).length ===
      0,
    isJobTitleChange: (_, params: { field: DraftField }) => params.field === 'jobTitle',
    isOccupationQuery: (_, params: { field: DraftField; value: string }) =>
      params.field === 'jobTitle' && params.value.trim().length >= MIN_OCCUPATION_QUERY,
    isBlacklistedChoice: ({ context }, params: { title: string }) =>
      blacklisted(context.blacklist ?? [], params.title),
  },
  delays: {
    // Waits for a pause in typing before looking job titles up (one call per pause, not per key).
    occupationSearchDelay: 300,
  },
}).createMachine({
  id: 'personalInfo',
  // contract.md 8: the SMS child's exit page (sms.machine.ts) is this step's too (step-contract.ts).
  output: ({ context }): StepOutput =>
    context.exitRoute ? { exitRoute: context.exitRoute } : (context.handover ?? {}),
  context: ({ input }) => {
    const pendingFields = (input.status?.pendingFields ?? {}) as Record<string, unknown>;
    return {
      route: input.route,
      registrationId: input.registration?.id ?? null,
      fields: fieldsForRoute(input.route, pendingFields),
      phonePending: needsPhone(input.route, pendingFields),
      exitRoute: null,
      layout: input.layout,
      handover: null,
      brandName: input.brandName,
      phoneNumber: phoneOf(input.savedDraft),
      codeSentTo: codeSentToOf(input.savedDraft),
      draft: initialDraft(input.registration, input.savedDraft),
      secrets: { last4Ssn: '' },
      // Messages a save on another page got for this page's fields (product.md 5).
      fieldErrors: { ...input.fieldErrors },
      formError: null,
      countries: null,
      blacklist: null,
      listError: null,
      suggestions: [],
    };
  },
  initial: 'loadingLists',
  states: {
    loadingLists: {
      description:
        'Loads the lists the page needs: the countries for residence and citizenship, the blacklisted occupations for the employment details (each up to 4 attempts, contract.md 4).',
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            {
              description:
                'Residence or citizenship is owed and the country list is not loaded: load it.',
              guard: 'needsCountries',
              target: 'countries',
            },
            {
              description:
                'Employment is owed and the blacklisted occupations are not loaded: load them.',
              guard: 'needsBlacklist',
              target: 'blacklist',
            },
            { target: 'loaded' },
          ],
        },
        countries: {
          invoke: {
            src: 'fetchCountries',
            onDone: {
              target: 'choosing',
              actions: {
                type: 'assignCountries',
                params: ({ event }) => ({ countries: event.output }),
              },
            },
            onError: {
              target: '#personalInfo.listsFailed',
              actions: { type: 'assignListError', params: { message: listsCopy.countriesFailed } },
            },
          },
        },
        blacklist: {
          invoke: {
            src: 'fetchBlacklistedOccupations',
            onDone: {
              target: 'choosing',
              actions: {
                type: 'assignBlacklist',
                params: ({ event }) => ({ blacklist: event.output }),
              },
            },
            onError: {
              target: '#personalInfo.listsFailed',
              actions: {
                type: 'assignListError',
                params: { message: listsCopy.occupationsFailed },
              },
            },
          },
        },
        loaded: { type: 'final' },
      },
      onDone: { target: 'collecting' },
    },
    listsFailed: {
      description:
        "A list could not be loaded after 4 attempts: the catalogue's message and a retry (lists already loaded are kept).",
      on: { 'lists.retry': { target: 'loadingLists', actions: 'clearListError' } },
    },
    collecting: {
      type: 'parallel',
      onDone: { target: 'done' },
      states: {
        form: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                {
                  description:
                    'The step owes at least one form field (preferred name, residence, SSN, employment): show the form.',
                  guard: 'hasFormFields',
                  target: 'editing',
                },
                { target: 'saved' },
              ],
            },
            editing: {
              description:
                'The user fills the fields. The non-secret draft is mirrored to the onboarding machine on every change; the SSN digits never are (they are never persisted). Employer fields apply only to the employed and self-employed. A blacklisted job title cannot be chosen.',
              initial: 'idle',
              on: {
                'draft.change': [
                  {
                    description:
                      'The job title changed to text worth checking against the blacklist: wait for typing to pause, then check.',
                    guard: {
                      type: 'isOccupationQuery',
                      params: ({ event }) => ({ field: event.field, value: event.value }),
                    },
                    target: '.debouncing',
                    actions: [
                      {
                        type: 'assignDraft',
                        params: ({ event }) => ({ field: event.field, value: event.value }),
                      },
                      { type: 'clearFieldError', params: ({ event }) => ({ field: event.field }) },
                      'mirrorDraft',
                    ],
                  },
                  {
                    description:
                      'The job title was cleared or is too short to check: forget any earlier blacklist result.',
                    guard: {
                      type: 'isJobTitleChange',
                      params: ({ event }) => ({ field: event.field }),
                    },
                    target: '.idle',
                    actions: [
                      {
                        type: 'assignDraft',
                        params: ({ event }) => ({ field: event.field, value: event.value }),
                      },
                      { type: 'clearFieldError', params: ({ event }) => ({ field: event.field }) },
                      'clearSuggestions',
                      'mirrorDraft',
                    ],
                  },
                  {
                    actions: [
                      {
                        type: 'assignDraft',
                        params: ({ event }) => ({ field: event.field, value: event.value }),
                      },
                      { type: 'clearFieldError', params: ({ event }) => ({ field: event.field }) },
                      'mirrorDraft',
                    ],
                  },
                ],
                'secret.change': {
                  actions: [
                    {
                      type: 'assignSecret',
                      params: ({ event }) => ({ field: event.field, value: event.value }),
                    },
                    { type: 'clearFieldError', params: ({ event }) => ({ field: event.field }) },
                  ],
                },
                'occupation.choose': [
                  {
                    guard: {
                      type: 'isBlacklistedChoice',
                      params: ({ event }) => ({ title: event.jobTitle }),
                    },
                    description: 'A blacklisted occupation cannot be chosen; our copy says why.',
                    actions: {
                      type: 'refuseOccupation',
                      params: ({ event }) => ({ title: event.jobTitle }),
                    },
                  },
                  {
                    target: '.idle',
                    actions: [
                      {
                        type: 'chooseOccupation',
                        params: ({ event }) => ({ title: event.jobTitle }),
                      },
                      { type: 'clearFieldError', params: { field: 'jobTitle' } },
                      'clearSuggestions',
                      'mirrorDraft',
                    ],
                  },
                ],
                'form.submit': [
                  {
                    description: 'Every owed field is valid: save the personal information.',
                    guard: 'isFormValid',
                    target: 'saving',
                  },
                  { actions: 'assignValidationErrors' },
                ],
              },
              states: {
                idle: {},
                debouncing: {
                  description: 'Typing in the job title restarts the wait before the look-up.',
                  after: { occupationSearchDelay: { target: 'searching' } },
                },
                searching: {
                  invoke: {
                    src: 'searchOccupations',
                    input: ({ context }) => ({ query: context.draft.jobTitle.trim() }),
                    onDone: {
                      target: 'idle',
                      actions: {
                        type: 'assignSuggestions',
                        params: ({ event }) => ({ titles: event.output }),
                      },
                    },
                    // Suggestions are a help, not a requirement: a failed look-up shows none.
                    onError: { target: 'idle', actions: 'clearSuggestions' },
                  },
                },
              },
            },
            saving: {
              description:
                "PATCH /i/registration with the page's fields only. 204: done. 422: the first message per field at the field. Any other failure: its message in a banner. The input is kept either way.",
              tags: ['submitting'],
              entry: ['clearErrors', 'clearSuggestions'],
              invoke: {
                src: 'updateRegistration',
                input: ({ context }) => ({
                  patch: withRegistrationId(context.registrationId, buildPersonalPatch(context)),
                }),
                onDone: { target: 'saved', actions: 'forgetSecrets' },
                onError: [
                  {
                    description:
                      "The server's field errors belong to another page: hand them over to it (product.md 5).",
                    guard: {
                      type: 'isOwnedElsewhere',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#personalInfo.handedOver',
                    actions: {
                      type: 'assignHandover',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'assignSaveError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            saved: { type: 'final' },
          },
        },
        phone: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                {
                  description: 'The phone number is owed: run the SMS part of the page.',
                  guard: 'isPhonePending',
                  target: 'verifying',
                },
                { target: 'verified' },
              ],
            },
            verifying: {
              description:
                "A phone number pending on the web page is verified with an SMS code by the SMS machine (invoked as `sms`); its draft (the digits, never the code) is merged into this step's draft.",
              invoke: {
                id: 'sms',
                systemId: 'sms',
                src: 'smsMachine',
                input: ({ context }) => ({
                  phoneNumber: context.phoneNumber || null,
                  // A reload on the code form resumes there, sending nothing (sms.machine.ts).
                  savedDraft: { phoneNumber: context.phoneNumber, codeSentTo: context.codeSentTo },
                  route: context.route,
                  brandName: context.brandName,
                  // The number's save carries the registration's id too (decision 070; QA 13).
                  registrationId: context.registrationId,
                  // A message about the number from another page's save shows at the number.
                  fieldErrors: phoneErrorOf(context.fieldErrors),
                }),
                onDone: [
                  {
                    description:
                      'The SMS part ended on an exit page (unable to send, pin locked): leave the step there.',
                    guard: ({ event }) => 'exitRoute' in (event.output ?? {}),
                    target: '#personalInfo.exited',
                    actions: assign({
                      exitRoute: ({ event }) =>
                        (event.output as { exitRoute?: RoutePath } | undefined)?.exitRoute ?? null,
                    }),
                  },
                  { target: 'verified' },
                ],
              },
              on: {
                'step.draft': {
                  actions: [
                    {
                      type: 'assignPhoneNumber',
                      params: ({ event }) => ({ draft: event.draft }),
                    },
                    'mirrorDraft',
                  ],
                },
              },
            },
            verified: { type: 'final' },
          },
        },
      },
    },
    done: { type: 'final' },
    handedOver: {
      description:
        'product.md 5: the save got a 422 naming only fields another page owns: the step ends with that page and the messages, and the onboarding machine runs that page next with the first message at the field.',
      type: 'final',
    },
    exited: {
      description:
        'The SMS child ended on its invalid-number or locked page: the step ends with that page as its exit route.',
      type: 'final',
    },
  },
});
