import type { PlayYourWayPromotion } from '../../../api/promotions';
import type { RegistrationForm, RegistrationStatus } from '../../../api/registration';
import { playYourWayMachine } from '../../play-your-way.machine';
import type { StepInput } from '../../step-contract';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const promotion = (id: string): PlayYourWayPromotion => ({
  id,
  title: `Offer ${id}`,
  description: `About ${id}`,
});

const input: StepInput = {
  route: '/web/signup/play_your_way',
  layout: 'web',
  brandName: 'Northstar Sports',
  regionCode: 'US-NJ',
  status: {
    status: 'created',
    kycFailureReason: null,
    pendingFields: { onboardingPromotionIds: ['promo-1', 'promo-2'] },
    pendingKycProviders: [],
    pendingPolicies: [],
    emailVerificationStatus: 'SKIPPED',
    isDuplicateUser: false,
    acceptedPolicies: [],
    executedKycProviders: [],
  } satisfies RegistrationStatus,
  registration: { onboardingPromotionIds: [] } as RegistrationForm,
  flags: [],
  savedDraft: null,
};

export { playYourWayMachine as machine };
export const model: MachineModel = {
  inputs: [input],
  events: {
    'promotion.toggle': [{ promotionId: 'promo-1' }],
    'promotions.continue': [{ buttonText: 'Continue' }],
    'promotions.skip': [{ buttonText: 'Skip' }],
  },
  outputs: {
    getPlayYourWayPromotions: [[promotion('promo-1'), promotion('promo-2'), promotion('promo-3')]],
  },
  errors: {
    getPlayYourWayPromotions: [httpError(500), networkError()],
    updateRegistration: [
      httpError(422, { onboardingPromotionIds: 'Choose from the promotions on offer' }),
      networkError(),
    ],
  },
};
