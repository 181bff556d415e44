import { HttpResponse, http, type JsonBodyType } from 'msw';
import { network as networkCopy } from '../copy/spec/network';
import { preferences as preferencesCopy } from '../copy/spec/preferences';
import { API_BASE, setupApiServer } from '../test/api-server';
import { capturedReports } from '../test/captured-reports';
import {
  type EmailPreferences,
  getEmailPreferences,
  getMarketingInducements,
  updateEmailPreferences,
  updateMarketingInducements,
} from './preferences';

const server = setupApiServer();

const SAVED: EmailPreferences = {
  email: 'ada@example.com',
  emailPreferences: [
    { id: '7', name: 'News', description: null, subscribed: true },
    { id: '8', name: 'Offers', description: 'Deals', subscribed: false },
  ],
};

const reported = capturedReports();

const patchAnswers = (path: string, answer: () => Response) =>
  server.use(http.patch(`${API_BASE}${path}`, answer));

describe('preference updates (contract.md 7: 200, body not defined)', () => {
  it.each<[string, () => Response]>([
    ['no body', () => new HttpResponse(null, { status: 200 })],
    ['an empty object', () => HttpResponse.json({})],
    ['only the changed fields', () => HttpResponse.json({ email_preferences: [{ id: 7 }] })],
  ])(
    'keeps the email preferences sent when the 200 carries %s, and reports it',
    async (_, answer) => {
      patchAnswers('/i/email_preferences', answer);
      await expect(updateEmailPreferences(SAVED, null)).resolves.toEqual(SAVED);
      expect(reported).toEqual([expect.objectContaining({ call: 'PATCH /i/email_preferences' })]);
    },
  );

  it('reads the saved email preferences when the 200 carries them', async () => {
    patchAnswers('/i/email_preferences', () =>
      HttpResponse.json({
        email: 'ada@example.com',
        email_preferences: [{ id: 7, name: 'News', subscribed: false }],
      }),
    );
    await expect(updateEmailPreferences(SAVED, null)).resolves.toEqual({
      email: 'ada@example.com',
      emailPreferences: [{ id: '7', name: 'News', description: null, subscribed: false }],
    });
    expect(reported).toEqual([]);
  });

  it.each<[string, JsonBodyType]>([
    ['an empty object', {}],
    ['another shape', { allow_marketing_inducements: 'yes' }],
  ])('keeps the marketing value sent when the 200 carries %s, and reports it', async (_, body) => {
    patchAnswers('/i/marketing_inducements_preference', () => HttpResponse.json(body));
    await expect(updateMarketingInducements(true, 'link-token')).resolves.toBe(true);
    expect(reported).toEqual([
      expect.objectContaining({ call: 'PATCH /i/marketing_inducements_preference' }),
    ]);
  });
});

describe('reading the marketing preference', () => {
  // QA 25: a choice the server has not recorded failed the read for good, the switch never shown.
  it.each<[string, JsonBodyType]>([
    ['null', { allow_marketing_inducements: null }],
    ['absent', {}],
  ])('reads a choice not recorded (%s) as no offers, the switch off', async (_, body) => {
    server.use(
      http.get(`${API_BASE}/i/marketing_inducements_preference`, () => HttpResponse.json(body)),
    );
    await expect(getMarketingInducements(null)).resolves.toBe(false);
  });

  it('still refuses a value that is no choice', async () => {
    server.use(
      http.get(`${API_BASE}/i/marketing_inducements_preference`, () =>
        HttpResponse.json({ allow_marketing_inducements: 'sometimes' }),
      ),
    );
    await expect(getMarketingInducements(null)).rejects.toMatchObject({
      message: preferencesCopy.marketingFetchFailed,
    });
  });
});

describe('reading the email preferences', () => {
  it('drops an item it cannot read, keeping the others, and reports it', async () => {
    server.use(
      http.get(`${API_BASE}/i/email_preferences`, () =>
        HttpResponse.json({
          email: 'ada@example.com',
          email_preferences: [
            { id: 7, name: 'News', subscribed: true },
            null,
            // Nothing to show it by.
            { id: 9, subscribed: true },
          ],
        }),
      ),
    );
    await expect(getEmailPreferences(null)).resolves.toEqual({
      email: 'ada@example.com',
      emailPreferences: [{ id: '7', name: 'News', description: null, subscribed: true }],
    });
    expect(reported).toEqual([
      expect.objectContaining({ list: 'email_preferences', index: 1 }),
      expect.objectContaining({ list: 'email_preferences', index: 2 }),
    ]);
  });

  // QA 25: a preference the patron never chose vanished from the page, with no word.
  it('shows a preference never chosen (subscribed null or absent) unticked, by its label alone too', async () => {
    server.use(
      http.get(`${API_BASE}/i/email_preferences`, () =>
        HttpResponse.json({
          email: 'ada@example.com',
          email_preferences: [
            { id: 7, name: 'newsletter', label: 'Newsletter', subscribed: null },
            { id: '8', label: 'Account news' },
            { id: 9, name: 'Offers', subscribed: true },
          ],
        }),
      ),
    );
    await expect(getEmailPreferences(null)).resolves.toEqual({
      email: 'ada@example.com',
      emailPreferences: [
        { id: '7', name: 'Newsletter', description: null, subscribed: false },
        { id: '8', name: 'Account news', description: null, subscribed: false },
        { id: '9', name: 'Offers', description: null, subscribed: true },
      ],
    });
    expect(reported).toEqual([]);
  });

  it('shows the label beside a name that is a key (QA 5)', async () => {
    server.use(
      http.get(`${API_BASE}/i/email_preferences`, () =>
        HttpResponse.json({
          email: 'ada@example.com',
          email_preferences: [
            { id: 7, name: 'sports_news', label: 'Sports news', subscribed: true },
            { id: 8, name: 'Offers', label: null, subscribed: false },
          ],
        }),
      ),
    );
    await expect(getEmailPreferences(null)).resolves.toEqual({
      email: 'ada@example.com',
      emailPreferences: [
        { id: '7', name: 'Sports news', description: null, subscribed: true },
        { id: '8', name: 'Offers', description: null, subscribed: false },
      ],
    });
  });
});

// contract.md 8: a lost connection or a timeout says the catalogue's network line for the call,
// as every page does (api/errors.ts failureMessage); the fetch-failed line is for answers (QA 13).
describe('a preference read that never reaches the server', () => {
  it('says the connection line for the marketing preference, not "Could not fetch…"', async () => {
    server.use(
      http.get(`${API_BASE}/i/marketing_inducements_preference`, () => HttpResponse.error()),
    );
    await expect(getMarketingInducements(null)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: networkCopy.connection('fetch your marketing preferences'),
    });
  });

  it('says the connection line for the email preferences, not "Could not fetch…"', async () => {
    server.use(http.get(`${API_BASE}/i/email_preferences`, () => HttpResponse.error()));
    await expect(getEmailPreferences(null)).rejects.toMatchObject({
      message: networkCopy.connection('fetch your email preferences'),
    });
  });

  it('keeps the fetch-failed line for a server that answered 500', async () => {
    server.use(
      http.get(`${API_BASE}/i/email_preferences`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(getEmailPreferences(null)).rejects.toMatchObject({
      message: preferencesCopy.emailFetchFailed,
    });
  });
});
