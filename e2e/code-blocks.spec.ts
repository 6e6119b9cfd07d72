import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { useSession } from './helpers';

const PYTHON = 19;
const NEXT = { it: 'Successiva', fr: 'Suivante' } as const;

for (const lang of ['it', 'fr'] as const) {
  test(`a programming question shows its code with the indentation intact (${lang})`, async ({ page, request }, testInfo) => {
    const { token, user } = await (await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).json();
    await useSession(page, token, user);
    await page.goto(`/${lang}/quiz/${PYTHON}/mixed`);
    await expect(page.locator('.question-text')).toBeVisible();
    // Walk the quiz until a question carries a code block with an indented line.
    const block = page.locator('.question-text .code-block');
    for (let step = 0; step < 40 && !(await block.filter({ hasText: /\n {4}\S/ }).count()); step += 1) {
      await page.getByRole('button', { name: NEXT[lang], exact: true }).click();
    }
    const code = block.filter({ hasText: /\n {4}\S/ }).first();
    await expect(code).toBeVisible();
    // Kept as written: monospaced, not wrapped, indentation preserved, never translated.
    expect(await code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre');
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono|Menlo|Consolas/i);
    expect(await code.textContent()).toMatch(/\n {4}\S/);
    // A long line scrolls inside the block; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await code.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/code-block-${lang}-${testInfo.project.name}.png` });
  });
}
