import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from './coverage';
import * as accountAction from './models/account-action';
import * as cashflowLimits from './models/cashflow-limits';
import * as casinoCoolOff from './models/casino-cool-off';
import * as closeAccount from './models/close-account';
import * as coolOff from './models/cool-off';
import * as coolOffLift from './models/cool-off-lift';
import * as createAccount from './models/create-account';
import * as depositAck from './models/deposit-ack';
import * as documentVerification from './models/document-verification';
import * as emailLink from './models/email-link';
import * as emailPreferences from './models/email-preferences';
import * as emailVerification from './models/email-verification';
import * as flash from './models/flash';
import * as igoPii from './models/igo-pii';
import * as initialLimits from './models/initial-limits';
import * as kyc from './models/kyc';
import * as loginEmailVerification from './models/login-email-verification';
import * as loginPolicies from './models/login-policies';
import * as manualPii from './models/manual-pii';
import * as manualPiiRaceAndGender from './models/manual-pii-race-and-gender';
import * as onboarding from './models/onboarding';
import * as passwordReset from './models/password-reset';
import * as passwordResetRequest from './models/password-reset-request';
import * as personalInfo from './models/personal-info';
import * as playYourWay from './models/play-your-way';
import * as policies from './models/policies';
import * as postLogin from './models/post-login';
import * as realityCheck from './models/reality-check';
import * as selfExclusion from './models/self-exclusion';
import * as session from './models/session';
import * as sms from './models/sms';
import * as smsSecurity from './models/sms-security';
import * as statusWatch from './models/status-watch';
import * as timeLimit from './models/time-limit';
import * as userPreferences from './models/user-preferences';
import * as wallet from './models/wallet';

interface ModelModule {
  machine: AnyStateMachine;
  model: MachineModel;
}

// Listed by hand rather than globbed: the docs generator runs outside Vite (tsx).
const MODULES: ModelModule[] = [
  accountAction,
  cashflowLimits,
  casinoCoolOff,
  closeAccount,
  coolOff,
  coolOffLift,
  createAccount,
  depositAck,
  documentVerification,
  emailLink,
  emailPreferences,
  emailVerification,
  flash,
  igoPii,
  initialLimits,
  kyc,
  loginEmailVerification,
  loginPolicies,
  manualPii,
  manualPiiRaceAndGender,
  onboarding,
  passwordReset,
  passwordResetRequest,
  personalInfo,
  playYourWay,
  policies,
  postLogin,
  realityCheck,
  selfExclusion,
  session,
  sms,
  smsSecurity,
  statusWatch,
  timeLimit,
  userPreferences,
  wallet,
];

/** Every machine's model (one module per machine under ./models), by machine id. */
export const MODELS: Record<string, ModelModule> = Object.fromEntries(
  MODULES.map((module) => [module.machine.id, module]),
);
