import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_SELECTOR, acceptCookiesUpFront } from './helpers';

const CATEGORY_SLUGS = ['base', 'sicurezza', 'reti', 'intelligenza-artificiale', 'cloud', 'database', 'programmazione', 'virtualizzazione'];

/** Every same-site link on the catalogue pages of one language. */
async function catalogueLinks(page: Page, lang: string): Promise<Set<string>> {
  const sources = [`/${lang}`, `/${lang}/quiz-home`, ...CATEGORY_SLUGS.map((slug) => `/${lang}/${slug}`), `/${lang}/quiz-suggeriti`];
  const targets = new Set<string>();
  for (const source of sources) {
    await page.goto(source);
    await expect(page.locator('main h1')).toBeVisible();
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    hrefs.forEach((href) => targets.add(href));
  }
  return targets;
}

async function expectRealPages(page: Page, targets: Iterable<string>) {
  for (const target of targets) {
    await page.goto(target);
    await expect(page.locator('main h1'), `${target} shows a heading`).toBeVisible();
    await expect(page.locator(NOT_FOUND_SELECTOR), `${target} is not a dead end`).toHaveCount(0);
  }
}

test('every link on the catalogue pages leads to a real page', async ({ page }) => {
  test.setTimeout(180_000);
  await acceptCookiesUpFront(page);
  const italian = await catalogueLinks(page, 'it');
  expect(italian.size).toBeGreaterThan(40);
  await expectRealPages(page, italian);

  // Routes take the language as a parameter, so in English only the links that are not the Italian
  // ones with another prefix (translated slugs, language-specific lists) need a visit of their own.
  const english = await catalogueLinks(page, 'en');
  expect(english.size).toBeGreaterThan(40);
  const asItalian = (href: string) => href.replace(/^\/en(?=\/|$)/, '/it');
  const onlyEnglish = [...english].filter((href) => !italian.has(asItalian(href)));
  await expectRealPages(page, onlyEnglish);
});
