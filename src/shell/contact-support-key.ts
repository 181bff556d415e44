/** The config.js key of the operator's support page (src/shell/contact-support.tsx reads it). */
export const SUPPORT_URL_KEY = 'supportUrl';
