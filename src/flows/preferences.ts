/** The flows of preferences (issue 13), by id: `defineFlow({ systemId, load, provide })`. */
export const PREFERENCES_FLOWS = {};
