/** Our copy for a start-up refused by its configuration (issue 8 item 10; decision 009). */

export const startUp = {
  refusedTitle: 'This site cannot start',
  refusedBody:
    'Its configuration is not safe to run with, so nothing was loaded. Please try again later. ' +
    'If you run this site, fix the settings below in config.js:',
  build: (version: string) => `Build ${version}`,
} as const;
