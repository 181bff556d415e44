/**
 * Plain words for the transition tables of docs/statecharts/ (issue 15 item 4): what a reviewer
 * reads instead of code identifiers. Events a person or the page sends are phrased here, one
 * sentence each; an event without words stops the generator, so a new event cannot reach the
 * charts unexplained. Calls, timers, conditions and actions are spelled out from their names.
 */

/** Who sends each user-facing event, and what it means, by event type. */
export const EVENT_WORDS: Record<string, string> = {
  'account.draft': 'the patron types in the sign-up form',
  'account.submit': 'the patron submits the sign-up form',
  acknowledge: 'the patron acknowledges',
  'auth.failure': 'a call answers 401 or 403 user_suspended',
  'balance.refresh': 'the patron refreshes the balance',
  'balance.retry': 'the balance is asked for again',
  'capture.done': 'the identity provider says the capture is done',
  'capture.failed': 'the identity provider says the capture failed',
  check: 'the page checks the registration status again',
  'check.retry': 'the patron asks again whether the session exists, after the check failed',
  'choice.change': 'the patron changes the choice',
  'close.request': 'the patron asks to close the account',
  'code.change': 'the patron types the code',
  'code.resend': 'the patron asks for a new code',
  'code.send': 'the patron asks for a code',
  'code.sendAllowed': 'the minute to wait after too many codes has passed',
  'code.submit': 'the patron submits the code',
  'page.returned': 'the patron comes back to the tab',
  'confirm.back': 'the patron goes back from the confirmation',
  'confirm.change': 'the patron types the confirmation',
  'confirm.yes': 'the patron confirms',
  confirm: 'the patron confirms',
  continue: 'the patron continues',
  'cooloff.request': 'the patron asks for the cool-off',
  'draft.change': 'the patron types in the form',
  'duration.choose': 'the patron chooses a duration',
  'email.change': 'the patron types the email address',
  'field.change': 'the patron types in a field',
  'field.leave': 'the patron leaves the email or username field',
  'flash.dismiss': 'the patron dismisses the message',
  'flash.show': 'a page shows a message',
  'form.submit': 'the patron submits the form',
  'gender.choose': 'the patron chooses a gender',
  'interval.choose': 'the patron chooses an interval',
  'interval.save': 'the patron saves the interval',
  lift: 'the patron ends the cool-off',
  'limit.change': 'the patron types a limit',
  'limit.save': 'the patron saves the limit',
  'limits.change': 'the patron types the limits',
  'limits.save': 'the patron saves the limits',
  'limits.skip': 'the patron skips the limits',
  'lists.retry': 'the patron asks to load the lists again',
  'location.change': 'the address bar changes',
  login: 'the patron logs in',
  logout: 'the patron, or the app, logs out',
  manage: 'the patron chooses to manage the preferences',
  'marketing.toggle': 'the patron flips the marketing switch',
  'modal.accept': 'the patron accepts the modal',
  'modal.dismiss': 'the patron dismisses the modal',
  'occupation.choose': 'the patron chooses an occupation',
  'options.retry': 'the patron asks to load the options again',
  'page.back': 'the patron goes back a page',
  'page.entered': 'the patron returns to the page',
  'page.left': 'the patron leaves the page',
  'page.next': 'the patron goes to the next page',
  'page.submit': 'the patron submits the page',
  'pin.verified': "the login's SMS code page says the code was accepted",
  'page.visit': 'the patron opens a page of the step',
  'password.change': 'the patron types the password',
  'pending.cancel': 'the patron cancels the pending change',
  'pending.confirm': 'the patron confirms the pending change',
  'period.choose': 'the patron chooses a period',
  'phone.change': 'the patron types the phone number',
  'phone.edit': 'the patron edits the phone number',
  'phone.retry': 'the patron asks for the number on file again',
  'policies.retry': 'the patron asks to load the policies again',
  'policies.submit': 'the patron accepts the policies',
  'policy.toggle': 'the patron ticks or unticks a policy',
  'preference.toggle': 'the patron flips a preference',
  'promotion.toggle': 'the patron ticks or unticks a promotion',
  'promotions.continue': 'the patron continues with the promotions chosen',
  'promotions.retry': 'the patron asks to load the promotions again',
  'promotions.skip': 'the patron skips the promotions',
  'race.choose': 'the patron chooses a race',
  'reference.loaded': 'the reference lists have loaded',
  'reference.retry': 'the patron asks to load the reference lists again',
  refresh: 'the patron refreshes',
  'regions.retry': 'the patron asks to load the regions again',
  'registration.resume': 'a signed-in patron resumes the registration',
  'restriction.request': 'the patron asks for the restriction',
  retry: 'the patron tries again',
  save: 'the patron saves',
  'secret.change': 'the patron types a password or SSN field',
  'selection.submit': 'the patron submits the selection',
  'session.answered': 'a read of the registration answered with the session (the cookie is sent)',
  'session.endedElsewhere': 'another tab of the browser logged out',
  'shared.criticalServiceError': 'a critical service fails',
  'shared.featureFlags': 'the feature flags arrive',
  'signup.sessionCreated': 'Create Your Account made the account, and its session',
  'ssn.change': 'the patron types the SSN digits',
  start: 'the patron starts',
  'status.check': 'the patron asks whether the status has changed',
  'step.analytics': 'a step reports an analytics event',
  'step.back': 'the patron goes back a step',
  'step.draft': 'a step saves its draft',
  'step.next': 'the patron goes to the next step',
  'step.route': 'a step asks for a page',
  submit: 'the patron submits',
  'suspension.lifted': 'the patron ended the cool-off early',
  'target.change': 'the patron chooses the target region',
  'type.change': 'the patron chooses the document type',
  unsubscribe: 'the patron unsubscribes',
  upload: 'the patron uploads the document',
  'waiver.toggle': 'the patron ticks or unticks a waiver',
  'wallet.chosen': 'the patron chose a region to move the wallet to, not yet sent',
  'wallet.move': 'the patron moves the wallet region',
  'wallet.moved': 'the wallet has moved to another region',
  wrong: 'the patron says the details are wrong',
};

// Letters a reader knows as one word; the rest of an identifier is split at its capitals.
const ACRONYMS: Record<string, string> = {
  pii: 'PII',
  ssn: 'SSN',
  sms: 'SMS',
  kyc: 'KYC',
  dge: 'DGE',
  igo: 'iGO',
  id: 'ID',
  url: 'URL',
  rg: 'RG',
};

/** `fetchTimeLimit` -> "fetch time limit", `limit.save` -> "limit save". */
export function words(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

/** The event of a transition, as the tables label it (`onDone(x)`, `after d`, `always`, a type). */
export function eventInWords(label: string): string {
  const call = /^on(Done|Error|Snapshot)\((.+)\)$/.exec(label);
  if (call) {
    const [, kind, name] = call;
    const what = kind === 'Done' ? 'answers' : kind === 'Error' ? 'fails' : 'reports progress';
    return `the call “${words(name ?? '')}” ${what}`;
  }
  if (label === 'always') return 'at once, with no event';
  const delay = /^after (.+)$/.exec(label)?.[1];
  if (delay !== undefined)
    return /^\d+ms$/.test(delay) ? `after ${delay.slice(0, -2)} ms` : `after the ${words(delay)}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(label)?.[1];
  if (doneState !== undefined)
    return `“${words(doneState.split('.').at(-1) ?? doneState)}” has finished`;
  const doneActor = /^xstate\.done\.actor\.(.+)$/.exec(label)?.[1];
  if (doneActor !== undefined) return `the child “${words(doneActor)}” finishes`;
  // scripts/docs/plain-words.test.ts fails on a charted event that falls through to its name.
  return EVENT_WORDS[label] ?? `“${words(label)}”`;
}

/** A guard as the tables name it (`name`, `not(a)`, `and(a, b)`, `stateIn(v)`), in words. */
export function conditionInWords(guard: string): string {
  const composite = /^(and|or|not)\((.*)\)$/.exec(guard);
  if (composite) {
    const [, op, inner] = composite;
    const parts = splitTopLevel(inner ?? '').map(conditionInWords);
    if (op === 'not') return `not (${parts.join(', ')})`;
    return parts.join(op === 'and' ? ' and ' : ' or ');
  }
  const stateIn = /^stateIn\((.*)\)$/.exec(guard)?.[1];
  if (stateIn !== undefined) return `while in ${stateIn}`;
  if (guard === '(inline)') return 'an unnamed condition';
  return words(guard);
}

/** Actions as the tables name them, in words: built-ins get their meaning. */
export function actionsInWords(actions: readonly string[]): string {
  const builtIn: Record<string, string> = {
    'xstate.assign': 'update what it remembers',
    'xstate.raise': 'raise an event',
    'xstate.sendTo': 'send an event to another actor',
    'xstate.sendParent': 'tell the parent',
    'xstate.emit': 'emit an event',
    'xstate.log': 'log',
    'xstate.stopChild': 'stop a child',
    'xstate.spawnChild': 'start a child',
    'xstate.cancel': 'cancel a scheduled event',
    'xstate.enqueueActions': 'run the actions it picks',
    '(inline)': 'an unnamed action',
  };
  return actions.map((action) => builtIn[action] ?? words(action)).join('; ');
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}
