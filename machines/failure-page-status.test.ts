import type { RegistrationStatus } from '../api/registration';
import { failurePageMove } from './failure-page-status';
import { initialContext } from './onboarding.context';
import type { Layout } from './route-derivation';

const statusOf = (patch: Partial<RegistrationStatus>): RegistrationStatus => ({
  status: 'document_verification_failed',
  kycFailureReason: null,
  pendingFields: {},
  pendingKycProviders: [],
  pendingPolicies: [],
  emailVerificationStatus: 'VERIFIED',
  isDuplicateUser: false,
  acceptedPolicies: [],
  executedKycProviders: [],
  ...patch,
});

const onboarding = (layout: Layout) =>
  initialContext({ layout, brandName: 'Northstar', regionCode: 'US-NJ' });

describe('failurePageMove (QA 16): where a patron on a /kyc failure page belongs', () => {
  it.each(['mobileWeb', 'native'] as const)(
    'stays on the page of the failure reason, before any sync (%s)',
    (layout) => {
      for (const [reason, page] of [
        ['id_expired', '/kyc/id_expired'],
        ['id_underage', '/kyc/id_underage'],
        ['unsupported_country', '/kyc/id_denied'],
        ['id_fraud', '/kyc/failure'],
        ['a reason nobody knows', '/kyc/failure'],
      ] as const)
        expect(
          failurePageMove(page, statusOf({ kycFailureReason: reason }), onboarding(layout)),
        ).toBeNull();
    },
  );

  it.each(['mobileWeb', 'native'] as const)(
    'leaves for the continue flow when the status leads elsewhere (%s)',
    (layout) => {
      for (const status of [
        statusOf({ kycFailureReason: 'id_underage' }),
        statusOf({ status: 'document_verification_required' }),
        statusOf({ status: 'complete' }),
        statusOf({ kycFailureReason: 'id_expired', isDuplicateUser: true }),
      ])
        expect(failurePageMove('/kyc/id_expired', status, onboarding(layout))).toBe(
          '/continue_registration',
        );
    },
  );
});
