/** The flows of identity (issue 10), by id: `defineFlow({ systemId, load, provide })`. */
export const IDENTITY_FLOWS = {};
