import { and, assign, fromPromise, sendParent, setup } from 'xstate';
import { isApiError } from '../api/errors';
import type { Region } from '../api/lists';
import * as listsApi from '../api/lists';
import * as manualPiiApi from '../api/manual-pii';
import type { Country } from '../api/reference-lists';
import * as referenceListsApi from '../api/reference-lists';
import type { RegistrationPatch, RegistrationStatus } from '../api/registration';
import * as registrationApi from '../api/registration';
import { brand as brandCopy } from '../copy/spec/brand';
import { lists as listsCopy } from '../copy/spec/lists';
import { network as networkCopy } from '../copy/spec/network';
import type { Layout } from './derivation';
import { withHomeRegions } from './home-regions';
import {
  ADDRESS_FIELDS,
  addressPatch,
  type FieldErrors,
  fieldOfError,
  initialManualPiiDraft,
  localToday,
  type ManualPiiDraft,
  type ManualPiiField,
  type ManualPiiPage,
  type ManualPiiRoutePage,
  manualPiiPatch,
  pageOfField,
  pageOfRoute,
  routeOfPage,
  validatePage,
} from './manual-pii-form';
import { raceAndGenderMachine } from './manual-pii-race-and-gender.machine';
import type { AddressRegion } from './region-options';
import {
  type StepDraftEvent,
  type StepInput,
  type StepRouteEvent,
  withRegistrationId,
} from './step-contract';

/**
 * Manual PII (product.md 2.2, 2.3, 3 "Manual PII", 4.2; contract.md 7 and 8), the sign-up step of
 * the statuses manual_pii_entry_required, manual_address and manual_pii_verification_in_progress
 * (spawned by the onboarding machine as `step` on the route the derivation names):
 *
 * - entry (/signup/name): name -> address -> birthdate -> race and gender when the server asks
 *   (`pending_fields.race_and_gender`), each page checked before the next; the pages are one
 *   draft, moved between with `step.route` (nothing is saved until the end). The end sends the
 *   race and gender choice first, then the manual-PII variant of PATCH /i/registration (address,
 *   birthdate, first name = first + middle, last name). A 422 goes back to the page of its field.
 * - address only (/signup/v2/missing_address): the address-only variant.
 * - processing (/signup/manual_pii_processing): the registration status is read every
 *   `manualPiiStatusPoll` and on "Check again"; once it is no longer
 *   manual_pii_verification_in_progress the step is done.
 *
 * The step is done when the server has what it asked for; the onboarding machine then syncs and
 * derives the next page. The draft (names, address, birthdate, the page) is mirrored to the
 * onboarding machine, which keeps it across a reload, and emptied once saved; the race and
 * gender answers never leave the child that holds them.
 */

export interface ManualPiiContext {
  layout: Layout;
  /** The registration form's id, sent back with the update (contract.md 7). */
  registrationId: string | null;
  brandName: string;
  /** The route the draft is mirrored under: the route the step started on. */
  draftKey: string;
  /** The page shown now. */
  page: ManualPiiRoutePage;
  draft: ManualPiiDraft;
  /** The server asks for race and gender (pending_fields.race_and_gender). */
  raceAsked: boolean;
  /** The race and gender choice was sent (a failed PATCH after it does not send it again). */
  raceSaved: boolean;
  countries: Country[] | null;
  /** The regions a home address may name: the server's and every US and Canadian one (decision 070). */
  regions: AddressRegion[] | null;
  listError: string | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The processing page's reads so far. */
  checks: number;
  /** The processing page's last read failed: the page says so until one answers (QA 23). */
  checkFailed: boolean;
}

export type ManualPiiEvent =
  | { type: 'field.change'; field: ManualPiiField; value: string }
  | { type: 'page.submit' }
  | { type: 'page.back' }
  | { type: 'lists.retry' }
  | { type: 'status.check' };

interface Lists {
  countries: Country[];
  regions: Region[];
}

const PROCESSING = 'manual_pii_verification_in_progress';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const saveError = { type: 'assignSaveError' as const, params: errorParams };

/** The page of the first server field error of a failed save, when a page owns one. */
function pageOfError(error: unknown): ManualPiiPage | null {
  if (!isApiError(error) || error.status !== 422) return null;
  for (const field of Object.keys(error.fieldErrors)) {
    const page = pageOfField(field);
    if (page) return page;
  }
  return null;
}

/**
 * What a failed save shows (product.md 5): a 422's first message per field at the field that
 * shows it (`fieldOfError`: `address.postalCode` at the postal code), and the first message no
 * field of the step shows in the banner, so no server word is lost; any other failure's message
 * in the banner. The address-only page shows the address alone.
 */
function saveErrors(
  error: unknown,
  page: ManualPiiRoutePage,
): Pick<ManualPiiContext, 'fieldErrors' | 'formError'> {
  if (!isApiError(error)) return { fieldErrors: {}, formError: networkCopy.generic };
  const fieldErrors: FieldErrors = {};
  let unshown: string | null = null;
  for (const [key, message] of error.status === 422 ? Object.entries(error.fieldErrors) : []) {
    const field = fieldOfError(key);
    if (field !== null && (page !== 'missingAddress' || pageOfField(key) === 'address'))
      fieldErrors[field] ??= message;
    else unshown ??= message;
  }
  return {
    fieldErrors,
    formError: unshown ?? (Object.keys(fieldErrors).length > 0 ? null : error.message),
  };
}

const today = () => localToday(new Date());

/** Entering a page: it becomes the derived route (step.route) and the draft records it. */
const enter = (page: ManualPiiRoutePage) => [
  { type: 'enterPage' as const, params: { page } },
  'showPage' as const,
  'mirrorDraft' as const,
];

const submitPage = (target: string) => ({
  'page.submit': [
    {
      description:
        'Every field of the page is valid: go on to the next page (or save the address).',
      guard: 'isPageValid' as const,
      target,
      actions: 'clearFormError' as const,
    },
    { actions: 'assignPageErrors' as const },
  ],
});

/** An address page (the entry's, or the address-only page): its lists, then the form. */
const addressStates = (submitTarget: string) => ({
  initial: 'choosing' as const,
  states: {
    choosing: {
      always: [
        {
          description: 'The country and region lists have loaded: show the address form.',
          guard: 'hasLists' as const,
          target: 'editing',
        },
        { target: 'loadingLists' },
      ],
    },
    loadingLists: {
      description:
        'The countries and regions lists (GET /i/countries, GET /i/regions, up to 4 attempts each): an address is in a country of the list that has regions, and names one of its regions or a US or Canadian state, province or territory the list leaves out (decision 070).',
      tags: ['loading'],
      invoke: {
        src: 'fetchLists' as const,
        onDone: {
          target: 'editing',
          actions: {
            type: 'assignLists' as const,
            params: ({ event }: { event: { output: Lists } }) => event.output,
          },
        },
        onError: {
          target: 'listsFailed',
          actions: { type: 'assignListError' as const, params: errorParams },
        },
      },
    },
    listsFailed: {
      on: { 'lists.retry': { target: 'loadingLists', actions: 'clearListError' as const } },
    },
    editing: { on: submitPage(submitTarget) },
  },
});

/** The manual-PII step machine (see above). */
export const manualPiiMachine = setup({
  types: {} as {
    context: ManualPiiContext;
    events: ManualPiiEvent;
    input: StepInput;
  },
  actors: {
    fetchLists: fromPromise<Lists>(async ({ signal }) => {
      const [countries, regions] = await Promise.all([
        referenceListsApi.getCountries({ signal }),
        // The home address: any region of the country, betting or not (decision 070).
        listsApi.getRegions({ signal, includeNonBetting: true }),
      ]);
      return { countries, regions };
    }),
    updateManualPii: fromPromise<void, { patch: RegistrationPatch }>(({ input, signal }) =>
      manualPiiApi.updateManualPii(input.patch, { signal }),
    ),
    fetchRegistrationStatus: fromPromise<RegistrationStatus>(({ signal }) =>
      registrationApi.getRegistrationStatus({ signal }),
    ),
    raceAndGender: raceAndGenderMachine,
  },
  actions: {
    enterPage: assign({ page: (_, params: { page: ManualPiiRoutePage }) => params.page }),
    showPage: sendParent(
      ({ context }): StepRouteEvent => ({
        type: 'step.route',
        route: routeOfPage(context.page, context.layout),
      }),
    ),
    mirrorDraft: sendParent(
      ({ context }): StepDraftEvent => ({
        type: 'step.draft',
        route: context.draftKey,
        draft: context.page === 'processing' ? {} : { ...context.draft },
      }),
    ),
    // Saved: what was typed has no reason to stay in the browser's storage.
    forgetDraft: sendParent(
      ({ context }): StepDraftEvent => ({ type: 'step.draft', route: context.draftKey, draft: {} }),
    ),
    assignField: assign(({ context }, params: { field: ManualPiiField; value: string }) => {
      const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      // A server message about the address as a whole goes once any part of it changes.
      if ((ADDRESS_FIELDS as readonly string[]).includes(params.field)) delete fieldErrors.address;
      const draft = { ...context.draft, [params.field]: params.value };
      // Another country: the region chosen belongs to the old one.
      if (params.field === 'countryCode' && params.value !== context.draft.countryCode)
        draft.region = '';
      return { draft, fieldErrors };
    }),
    assignLists: assign((_, params: Lists) => ({
      countries: params.countries,
      regions: withHomeRegions(params.regions),
      listError: null,
    })),
    assignListError: assign({
      listError: (_, params: { error: unknown }) =>
        isApiError(params.error) && params.error.action === 'get regions'
          ? listsCopy.regionsFailed
          : listsCopy.countriesFailed,
    }),
    clearListError: assign({ listError: null }),
    assignPageErrors: assign(({ context }) => {
      const fieldErrors = validatePage(context.page, context.draft, context.regions ?? [], today());
      const addressPage = context.page === 'address' || context.page === 'missingAddress';
      return {
        fieldErrors,
        // The spec's registration line for an address (product.md 5), above the fields' own hints.
        formError:
          addressPage && Object.keys(fieldErrors).length > 0
            ? brandCopy.requiresValidAddress(context.brandName)
            : null,
      };
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    clearFormError: assign({ formError: null }),
    assignSaveError: assign(({ context }, params: { error: unknown }) =>
      saveErrors(params.error, context.page),
    ),
    markRaceSaved: assign({ raceSaved: true }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1, checkFailed: false }),
    countFailedCheck: assign({ checks: ({ context }) => context.checks + 1, checkFailed: true }),
  },
  guards: {
    startsOn: ({ context }, params: { page: ManualPiiRoutePage }) =>
      pageOfRoute(context.draftKey) === params.page,
    hasLists: ({ context }) => context.countries !== null && context.regions !== null,
    isPageValid: ({ context }) =>
      Object.keys(validatePage(context.page, context.draft, context.regions ?? [], today()))
        .length === 0,
    needsRace: ({ context }) => context.raceAsked && !context.raceSaved,
    isErrorOn: (_, params: { error: unknown; page: ManualPiiPage }) =>
      pageOfError(params.error) === params.page,
    isStillProcessing: (_, params: { status: RegistrationStatus }) =>
      params.status.status === PROCESSING && !params.status.kycFailureReason,
  },
  delays: {
    // How often the processing page reads the status: the identity checks' pace (contract.md 9).
    manualPiiStatusPoll: 5_000,
  },
}).createMachine({
  id: 'manualPii',
  context: ({ input }) => ({
    layout: input.layout,
    registrationId: input.registration?.id ?? null,
    brandName: input.brandName,
    draftKey: input.route,
    page: pageOfRoute(input.route) ?? 'name',
    draft: initialManualPiiDraft(input.registration, input.savedDraft, input.regionCode),
    raceAsked: input.status?.pendingFields?.raceAndGender === true,
    raceSaved: false,
    countries: null,
    regions: null,
    listError: null,
    fieldErrors: { ...input.fieldErrors },
    formError: null,
    checks: 0,
    checkFailed: false,
  }),
  on: {
    'field.change': {
      actions: [
        {
          type: 'assignField',
          params: ({ event }) => ({ field: event.field, value: event.value }),
        },
        'mirrorDraft',
      ],
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          description:
            'The status is manual_pii_verification_in_progress: start on the processing page.',
          guard: { type: 'startsOn', params: { page: 'processing' } },
          target: 'processing',
        },
        {
          description: 'The status is manual_address: start on the missing-address page.',
          guard: { type: 'startsOn', params: { page: 'missingAddress' } },
          target: 'missingAddress',
        },
        { target: 'entry' },
      ],
    },
    entry: {
      description:
        'manual_pii_entry_required: name, address, birthdate, then race and gender when the server asks; one draft, nothing saved until the last page.',
      initial: 'name',
      states: {
        name: {
          description: 'First, middle (optional) and last name; first and last are required.',
          entry: enter('name'),
          on: submitPage('address'),
        },
        address: {
          entry: enter('address'),
          on: { 'page.back': 'name' },
          ...addressStates('#manualPii.entry.birthdate'),
        },
        birthdate: {
          description:
            "A real calendar date, not after today; the age decision is the server's (a 422 shows at the field).",
          entry: enter('birthdate'),
          on: {
            'page.back': 'address',
            'page.submit': [
              {
                description:
                  'The birthdate is valid and the server asks for race and gender: go to that page.',
                guard: and(['isPageValid', 'needsRace']),
                target: 'raceAndGender',
                actions: 'clearFormError',
              },
              {
                description: 'The last page is valid: save the personal details.',
                guard: 'isPageValid',
                target: 'saving',
                actions: 'clearFormError',
              },
              { actions: 'assignPageErrors' },
            ],
          },
        },
        raceAndGender: {
          description:
            'The server asks for race and gender: its options, one answer of each, sent before the details (the child `raceAndGender`).',
          entry: enter('raceAndGender'),
          on: { 'page.back': 'birthdate' },
          invoke: {
            id: 'raceAndGender',
            systemId: 'raceAndGender',
            src: 'raceAndGender',
            input: {},
            onDone: { target: 'saving', actions: 'markRaceSaved' },
          },
        },
        saving: {
          description:
            'The manual-PII variant of PATCH /i/registration. 204: done. 422: back to the page of the first field named, its message there. 403: "Unable to update user address"; a timeout or a lost connection: its own line; anything else: "Unable to update user information", on the last page.',
          tags: ['submitting'],
          entry: 'clearErrors',
          invoke: {
            src: 'updateManualPii',
            input: ({ context }) => ({
              patch: withRegistrationId(context.registrationId, manualPiiPatch(context.draft)),
            }),
            onDone: { target: '#manualPii.done', actions: 'forgetDraft' },
            onError: [
              {
                description:
                  'The server rejected a field of the name page: go back to it with the message.',
                guard: {
                  type: 'isErrorOn',
                  params: ({ event }) => ({ error: event.error, page: 'name' as const }),
                },
                target: 'name',
                actions: saveError,
              },
              {
                description:
                  'The server rejected a field of the address page: go back to it with the message.',
                guard: {
                  type: 'isErrorOn',
                  params: ({ event }) => ({ error: event.error, page: 'address' as const }),
                },
                target: 'address',
                actions: saveError,
              },
              { target: 'birthdate', actions: saveError },
            ],
          },
        },
      },
    },
    missingAddress: {
      description: 'manual_address: the address only.',
      entry: enter('missingAddress'),
      ...addressStates('#manualPii.savingAddress'),
    },
    savingAddress: {
      description:
        'The address-only variant of PATCH /i/registration. 204: done. 422 at the address; 403: "Unable to update user address"; a timeout or a lost connection: its own line; anything else: "Unable to update user information".',
      tags: ['submitting'],
      entry: 'clearErrors',
      invoke: {
        src: 'updateManualPii',
        input: ({ context }) => ({
          patch: withRegistrationId(context.registrationId, addressPatch(context.draft)),
        }),
        onDone: { target: 'done', actions: 'forgetDraft' },
        onError: { target: 'missingAddress', actions: saveError },
      },
    },
    processing: {
      description:
        'manual_pii_verification_in_progress: the status is read every manualPiiStatusPoll and on "Check again"; once it moves on, the step is done and the onboarding machine derives the next page. A failed read waits for the next one, and says so.',
      entry: enter('processing'),
      initial: 'waiting',
      states: {
        waiting: {
          after: { manualPiiStatusPoll: 'checking' },
          on: { 'status.check': 'checking' },
        },
        checking: {
          tags: ['checking'],
          invoke: {
            src: 'fetchRegistrationStatus',
            onDone: [
              {
                description:
                  'The status is still manual_pii_verification_in_progress: wait and read it again.',
                guard: {
                  type: 'isStillProcessing',
                  params: ({ event }) => ({ status: event.output }),
                },
                target: 'waiting',
                actions: 'countCheck',
              },
              { target: '#manualPii.done' },
            ],
            onError: {
              description:
                "A failed read waits for the next one, and the page says the check could not be made (the identity check's waiting page does the same).",
              target: 'waiting',
              actions: 'countFailedCheck',
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
