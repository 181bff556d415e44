// Runtime configuration. Operators replace this file after the build; every key is optional.
// A missing key reads as an empty string and is reported at start-up. URLs must be https (http
// only for localhost), and the sandbox is refused when releaseStage is production (decision 009).
window.__ONBOARDING_CONFIG__ = {
  apiBaseUrl: '',
  authorizeUrl: '/oauth/authorize',
  allowedParentOrigins: [],
  errorReportingKey: '',
  errorReportingNotifyUrl: '',
  errorReportingSessionsUrl: '',
  releaseStage: 'production',
  analyticsKey: '',
  analyticsTrackerUrl: '',
  rumApplicationId: '',
  rumClientToken: '',
  rumSite: '',
  rumProxyUrl: '',
  profilingOrgId: '',
  profilingFingerprintDomain: '',
  sandbox: false,
};
