import { expect, test } from '@playwright/test';
import { NOT_FOUND_SELECTOR, acceptCookiesUpFront } from './helpers';

const CATEGORY_SLUGS = ['base', 'sicurezza', 'reti', 'intelligenza-artificiale', 'cloud', 'database', 'programmazione', 'virtualizzazione'];

for (const lang of ['it', 'en']) {
  test(`every link on the catalogue pages leads to a real page (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await acceptCookiesUpFront(page);
    const sources = [`/${lang}`, `/${lang}/quiz-home`, ...CATEGORY_SLUGS.map((slug) => `/${lang}/${slug}`), `/${lang}/quiz-suggeriti`];
    const targets = new Set<string>();
    for (const source of sources) {
      await page.goto(source);
      await expect(page.locator('main h1')).toBeVisible();
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      hrefs.forEach((href) => targets.add(href));
    }
    expect(targets.size).toBeGreaterThan(40);
    for (const target of targets) {
      await page.goto(target);
      await expect(page.locator('main h1'), `${target} shows a heading`).toBeVisible();
      await expect(page.locator(NOT_FOUND_SELECTOR), `${target} is not a dead end`).toHaveCount(0);
    }
  });
}
