import { expect, type Page } from '@playwright/test';

/**
 * The page's web font is in and laid out: src/theme/web-font.ts adds Inter to the document only
 * once its latin face has loaded, so `document.fonts.ready` alone may resolve before the faces
 * join, and the text would still move (a screenshot in the system font, a click that lands beside
 * its target).
 */
export async function webFontIn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((font) => font.family === 'Inter' && font.status === 'loaded'),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
