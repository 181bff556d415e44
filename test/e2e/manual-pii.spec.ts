import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22 } from './axe';
import { createAccountOnDesktop, createAccountOnPhone, uniqueName } from './journeys';

// Issue 10 item 4: the manual-PII pages in Chromium against the sandbox, from the entry URL of an
// OAuth client: name -> address -> birthdate -> race and gender -> the processing page (scenario
// manual-pii), and the missing-address page (scenario manual-address); axe on every page, in
// light and dark mode.

async function arriveAt(page: Page, path: RegExp, title: string, context: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page, context, WCAG_22);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`manual PII (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('name, address, birthdate, race and gender, then the processing page', async ({
      page,
    }) => {
      await createAccountOnDesktop(page, 'manual-pii', uniqueName('pii'));

      await arriveAt(page, /\/web\/signup\/name$/, 'Your legal name', 'name page');
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await page.getByLabel('Middle name (optional)').fill('Augusta');
      await page.getByLabel('Last name').fill('');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Enter your last name')).toBeVisible();
      await expect(page.getByLabel('Last name')).toBeFocused();
      await expectNoAxeViolations(page, 'name page with an error', WCAG_22);
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Last name').press('Enter');

      await arriveAt(page, /\/web\/signup\/address$/, 'Your home address', 'address page');
      await expect(page.getByLabel('Country')).toHaveValue('US');
      await page.getByLabel('Address line 1').fill('12 Ocean Avenue');
      await page.getByLabel('City').fill('Atlantic City');
      await page.getByLabel('State', { exact: true }).selectOption({ label: 'New Jersey' });
      await page.getByLabel('ZIP code').fill('08401');
      await page.getByRole('button', { name: 'Continue' }).click();

      await arriveAt(page, /\/web\/signup\/birthdate$/, 'Your date of birth', 'birthdate page');
      // A reload keeps what was typed; the server still asks from the name page.
      await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-17');
      await page.waitForTimeout(1_200);
      await page.reload();
      // The reload lands on the derived page (a navigation from the reloaded address): let the
      // screen settle before axe looks at it.
      await expect(page).toHaveURL(/\/web\/signup\/name$/);
      await page.waitForLoadState('networkidle');
      await arriveAt(page, /\/web\/signup\/name$/, 'Your legal name', 'name after reload');
      await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Augusta');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/web\/signup\/address$/);
      await expect(page.getByLabel('Address line 1')).toHaveValue('12 Ocean Avenue');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/web\/signup\/birthdate$/);
      await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1990-05-17');
      await page.getByRole('button', { name: 'Continue' }).click();

      await arriveAt(page, /\/web\/signup\/race_and_gender$/, 'Race and gender', 'race and gender');
      await page.getByRole('group', { name: 'Race' }).getByLabel('Asian').check();
      await page.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
      await page.getByRole('button', { name: 'Submit' }).click();

      await arriveAt(
        page,
        /\/web\/signup\/manual_pii_processing$/,
        "We're checking your details",
        'processing page',
      );
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    });

    test('the missing address on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await createAccountOnPhone(page, 'manual-address', uniqueName('addr'), {
        mobileLayoutParam: true,
      });

      await arriveAt(
        page,
        /\/signup\/v2\/missing_address$/,
        'Your home address',
        'missing address',
      );
      await page.getByLabel('Country').selectOption({ label: 'Canada' });
      await page.getByLabel('Address line 1').fill('100 Queen St W');
      await page.getByLabel('City').fill('Toronto');
      await page.getByLabel('Province').selectOption({ label: 'Ontario' });
      await page.getByLabel('Postal code').fill('M5H 2N2');
      await page.getByRole('button', { name: 'Submit' }).click();
      await arriveAt(
        page,
        /\/signup\/manual_pii_processing$/,
        "We're checking your details",
        'processing page (phone)',
      );
    });
  });
}
