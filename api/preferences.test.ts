import { HttpResponse, http, type JsonBodyType } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { capturedReports } from '../test/captured-reports';
import {
  type EmailPreferences,
  getEmailPreferences,
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

describe('reading the email preferences', () => {
  it('drops an item it cannot read, keeping the others, and reports it', async () => {
    server.use(
      http.get(`${API_BASE}/i/email_preferences`, () =>
        HttpResponse.json({
          email: 'ada@example.com',
          email_preferences: [
            { id: 7, name: 'News', subscribed: true },
            null,
            { id: 9, label: 'Other shape' },
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
