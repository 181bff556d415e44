import type { PlayYourWayPromotion } from '../../../api/promotions';
import { playYourWayMachine } from '../../play-your-way.machine';
import { registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const promotion = (id: string): PlayYourWayPromotion => ({
  id,
  title: `Offer ${id}`,
  description: `About ${id}`,
});

const input = stepInput('/web/signup/play_your_way', {
  status: registrationStatus({
    pendingFields: { onboardingPromotionIds: ['promo-1', 'promo-2'] },
    emailVerificationStatus: 'SKIPPED',
  }),
});

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
