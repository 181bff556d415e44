/** The flows of responsible gaming (issue 12), by id: `defineFlow({ systemId, load, provide })`. */
export const RESPONSIBLE_GAMING_FLOWS = {};
