import { HttpResponse, http } from 'msw';
import { balance as balanceCopy } from '../copy/spec/balance';
import { API_BASE, setupApiServer } from '../test/api-server';
import { isApiError, isNetworkLevel } from './errors';
import { getRaceAndGenderOptions, submitRaceAndGender, updateManualPii } from './manual-pii';

const server = setupApiServer();

const failWith = (status: number, body: Record<string, unknown>) =>
  server.use(http.patch(`${API_BASE}/i/registration`, () => HttpResponse.json(body, { status })));

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('resolved');
}

describe('updateManualPii', () => {
  it('sends the manual-PII variant in wire keys', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API_BASE}/i/registration`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await updateManualPii({
      firstName: 'Ada Augusta',
      lastName: 'Lovelace',
      birthdate: '1990-05-17',
      address: {
        line1: '1 Main St',
        line2: 'Apt 2',
        city: 'Newark',
        region: 'US-NJ',
        postalCode: '07102',
        countryCode: 'US',
      },
    });
    expect(body).toMatchObject({
      first_name: 'Ada Augusta',
      last_name: 'Lovelace',
      birthdate: '1990-05-17',
      address: {
        line_1: '1 Main St',
        line_2: 'Apt 2',
        city: 'Newark',
        region: 'US-NJ',
        postal_code: '07102',
        country_code: 'US',
      },
    });
  });

  it('carries "Unable to update user address" on a 403 and "Unable to update user information" on others', async () => {
    failWith(403, { error: { code: 'forbidden', message: 'no' } });
    const forbidden = await rejection(updateManualPii({}));
    expect(isApiError(forbidden) && forbidden.message).toBe(balanceCopy.updateAddressFailed);

    failWith(500, { error: { code: 'internal_server_error', message: 'x' } });
    const broken = await rejection(updateManualPii({}));
    expect(isApiError(broken) && broken.message).toBe(balanceCopy.updateUserFailed);
  });

  it('keeps the timeout\'s own line, "Took too long to …" (QA 23)', async () => {
    const controller = new AbortController();
    controller.abort();
    const timedOut = await rejection(updateManualPii({}, { signal: controller.signal }));
    expect(isApiError(timedOut) && timedOut.code).toBe('TIMEOUT_ERROR');
    expect(isApiError(timedOut) && timedOut.message).toMatch(/^Took too long to /);
  });

  it("keeps a failed connection's own line, as every call does (contract.md 8)", async () => {
    server.use(http.patch(`${API_BASE}/i/registration`, () => HttpResponse.error()));
    const refused = await rejection(updateManualPii({}));
    expect(isNetworkLevel(refused)).toBe(true);
    expect(isApiError(refused) && refused.message).not.toBe(balanceCopy.updateUserFailed);
  });

  it('keeps the field errors of a 422 as they are', async () => {
    failWith(422, { errors: { birthdate: ['Too young'] } });
    const invalid = await rejection(updateManualPii({}));
    expect(isApiError(invalid) && invalid.fieldErrors).toEqual({ birthdate: 'Too young' });
  });
});

describe('race and gender', () => {
  it('reads the options, dropping a malformed one', async () => {
    server.use(
      http.get(`${API_BASE}/i/race_and_gender_options`, () =>
        HttpResponse.json({
          races: [{ value: 1, label: 'Asian' }, { label: 'no value' }],
          genders: [{ value: 'female', label: 'Female' }],
        }),
      ),
    );
    expect(await getRaceAndGenderOptions()).toEqual({
      races: [{ value: '1', label: 'Asian' }],
      genders: [{ value: 'female', label: 'Female' }],
    });
  });

  it('reads bare strings as options, and the lists under race_options / gender_options', async () => {
    server.use(
      http.get(`${API_BASE}/i/race_and_gender_options`, () =>
        HttpResponse.json({ race_options: ['Asian', 'White'], gender_options: ['Female'] }),
      ),
    );
    expect(await getRaceAndGenderOptions()).toEqual({
      races: [
        { value: 'Asian', label: 'Asian' },
        { value: 'White', label: 'White' },
      ],
      genders: [{ value: 'Female', label: 'Female' }],
    });
  });

  it('reads options given as {id, name} (QA 5)', async () => {
    server.use(
      http.get(`${API_BASE}/i/race_and_gender_options`, () =>
        HttpResponse.json({
          races: [{ id: 1, name: 'Asian' }, { id: 2, label: 'White' }, { name: 'No value' }],
          genders: [{ value: 'f', name: 'Female' }],
        }),
      ),
    );
    expect(await getRaceAndGenderOptions()).toEqual({
      races: [
        { value: '1', label: 'Asian' },
        { value: '2', label: 'White' },
      ],
      genders: [{ value: 'f', label: 'Female' }],
    });
  });

  it('sends each value as the server gave it', async () => {
    let body: unknown;
    server.use(
      http.get(`${API_BASE}/i/race_and_gender_options`, () =>
        HttpResponse.json({ races: [{ value: 7, label: 'White' }], genders: [] }),
      ),
      http.post(`${API_BASE}/i/registration/race_and_gender_selections`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await getRaceAndGenderOptions();
    await submitRaceAndGender({ race: '7', gender: 'female' });
    expect(body).toMatchObject({ race: 7, gender: 'female' });
  });
});
