// Runtime configuration. Operators replace this file after the build; every key is optional.
// A missing key reads as an empty string. URLs must be https (http only for localhost), and the
// sandbox is refused when releaseStage is production (decision 009). A misspelled key or a value
// of the wrong type is named in the browser's console (decision 082): see README.
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
  supportUrl: '',
  sandbox: false,
};
