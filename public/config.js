// Runtime configuration. Operators replace this file after the build; every key is optional.
// A missing key reads as an empty string (or the default shown) and is reported at start-up.
window.__ONBOARDING_CONFIG__ = {
  apiBaseUrl: '',
  authorizeUrl: '/oauth/authorize',
  allowedParentOrigins: [],
  errorReportingKey: '',
  releaseStage: 'production',
  analyticsKey: '',
  analyticsTrackerUrl: '',
  sandbox: false,
};
