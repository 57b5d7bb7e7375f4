import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readerInBrowser } from './helpers/readerSite.js';

/** The reader's navigation (issue 29, items 1-3 and 9) on the reader fixture, in Chromium at the viewports. */
describe("the reader's navigation", () => {
  let reader: Awaited<ReturnType<typeof readerInBrowser>>;
  beforeAll(async () => (reader = await readerInBrowser()));
  afterAll(() => reader?.close());
  const open = (...args: Parameters<typeof reader.open>) => reader.open(...args);
  const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();
  /** The link texts of a TOC list. */
  const tocTexts = (page: Page, selector: string) => page.locator(`${selector} a`).allTextContents();

  it('1. below 997 px: "On this page" at the top of the article, closed, with the TOC items; a choice closes it and shows the heading', async () => {
    const desktop = await open('/doc/docs/guide/long');
    const items = await tocTexts(desktop.page, '.doc-toc .toc');
    expect(items.length).toBe(16);
    expect(await visible(desktop.page, '.toc-mobile')).toBe(false);
    for (const viewport of [{ width: 820, height: 1180 }, { width: 390, height: 844 }]) {
      const { page, problems } = await open('/doc/docs/guide/long', viewport);
      expect(await visible(page, '.doc-toc')).toBe(false);
      const summary = page.locator('article summary');
      expect(await summary.textContent()).toBe('On this page');
      // Above the content, closed.
      const [summaryTop, firstParagraphTop] = await page.evaluate(() => [document.querySelector('article summary')!.getBoundingClientRect().top, document.querySelector('.markdown p')!.getBoundingClientRect().top]);
      expect(summaryTop).toBeLessThan(firstParagraphTop);
      expect(await page.locator('article details a').first().isVisible()).toBe(false);
      await summary.click();
      expect(await page.locator('article details a').allTextContents()).toEqual(items);
      await page.locator('article details a', { hasText: 'Section 5' }).click();
      await page.waitForFunction(() => location.hash === '#section-5');
      expect(await page.locator('article details').getAttribute('open')).toBeNull();
      const top = await page.evaluate(() => document.getElementById('section-5')!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
      expect(problems).toEqual([]);
    }
  });

  it('2. a category without a page folds from anywhere on its row; one with a page navigates from its label and folds from its caret', async () => {
    const { page, problems } = await open('/doc/docs/');
    const reference = page.locator('.doc-sidebar .menu-category', { hasText: 'Reference' });
    expect(await reference.locator('a[href="/doc/docs/reference/alpha"]').count()).toBe(0);
    // A click on the label's text opens it, another closes it.
    await page.locator('.doc-sidebar .menu-category-head', { hasText: 'Reference' }).click({ position: { x: 20, y: 10 } });
    await page.waitForSelector('.doc-sidebar a[href="/doc/docs/reference/alpha"]');
    expect(await reference.locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    await page.locator('.doc-sidebar .menu-category-head', { hasText: 'Reference' }).click({ position: { x: 20, y: 10 } });
    await page.waitForSelector('.doc-sidebar a[href="/doc/docs/reference/alpha"]', { state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.doc-sidebar .menu-category-head')!.querySelector('.menu-caret')!).cursor)).toBe('pointer');
    // The guide's caret opens it without leaving the page; its label leads to its page.
    const guideHead = page.locator('.doc-sidebar .menu-category-head', { hasText: 'Guide' });
    const here = page.url();
    await guideHead.locator('.menu-caret').click();
    await page.waitForSelector('.doc-sidebar a[href="/doc/docs/guide/long"]');
    expect(page.url()).toBe(here);
    await guideHead.locator('a', { hasText: 'Guide' }).click();
    await page.waitForURL('**/doc/docs/guide');
    expect(await page.textContent('article h1')).toBe('Guide');
    expect(problems).toEqual([]);
  });

  it('3. the sidebar keeps what the reader folded across navigations, opens the new page\'s category, puts focus at the top and announces the title', async () => {
    const { page, problems } = await open('/doc/docs/guide/long');
    // Open Reference, close the "long" category on the way: then go to a page of Reference.
    const head = (label: string) => page.locator('.doc-sidebar .menu-category-head', { hasText: label });
    await head('A category whose name is long enough').locator('.menu-caret').click();
    await page.waitForSelector('.doc-sidebar .menu-category-head:has-text("Another category with a long name")');
    await head('Reference').locator('.menu-caret').click();
    await page.click('.doc-sidebar a[href="/doc/docs/reference/beta"]');
    await page.waitForURL('**/doc/docs/reference/beta');
    expect(await page.textContent('article h1')).toBe('Beta');
    // The deep category the reader opened is still open; the guide, theirs to close, is closed now by them.
    expect(await head('A category whose name is long enough').locator('.menu-caret').getAttribute('aria-expanded')).toBe('true');
    await head('A category whose name is long enough').locator('.menu-caret').click();
    await head('Guide').locator('.menu-caret').click();
    expect(await head('Guide').locator('.menu-caret').getAttribute('aria-expanded')).toBe('true');
    await head('Guide').locator('.menu-caret').click();
    expect(await head('Guide').locator('.menu-caret').getAttribute('aria-expanded')).toBe('false');
    await page.click('.doc-sidebar a[href="/doc/docs/reference/alpha"]');
    await page.waitForURL('**/doc/docs/reference/alpha');
    expect(await page.textContent('article h1')).toBe('Alpha');
    expect(await head('Guide').locator('.menu-caret').getAttribute('aria-expanded')).toBe('false');
    expect(await head('A category whose name is long enough').locator('.menu-caret').getAttribute('aria-expanded')).toBe('false');
    expect(await head('Reference').locator('.menu-caret').getAttribute('aria-expanded')).toBe('true');
    // Focus is at the top: the next Tab is the skip link. The title was announced.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.locator('[aria-live]').filter({ hasText: 'Alpha' }).count()).toBe(1);
    expect(await page.evaluate(() => [...document.querySelectorAll('[aria-live]')].map((e) => e.textContent).join('|'))).toContain(await page.title());
    expect(problems).toEqual([]);
  });

  it('9. the mobile menu locks the page behind, takes focus, closes on Escape and gives focus back to its button', async () => {
    const { page, problems } = await open('/doc/docs/guide/long', { width: 390, height: 844 });
    await page.click('.navbar-toggle');
    await page.waitForSelector('.navbar-sidebar.open .navbar-sidebar-panel');
    expect(await page.evaluate(() => document.activeElement?.closest('.navbar-sidebar-panel') !== null)).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(380, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.navbar-sidebar-panel', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-toggle');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction((y) => window.scrollY > y, before);
    expect(problems).toEqual([]);
  });

  for (const { base, back } of [
    { base: '/doc/', back: '← Back to main menu' },
    { base: '/doc/fr/', back: '← Retour au menu principal' },
  ]) {
    it(`9. the open mobile menu keeps focus (${base}): Tab stays in it, and "${back}" moves focus to the main menu`, async () => {
      const { page, problems } = await open(`${base}docs/guide/long`, { width: 390, height: 844 });
      await page.click('.navbar-toggle');
      await page.waitForSelector('.navbar-sidebar.open .navbar-sidebar-panel');
      const inPanel = () => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar-panel') ? document.activeElement.textContent || document.activeElement.className : `outside: ${document.activeElement?.outerHTML.slice(0, 80)}`);
      const places: string[] = [];
      // More Tabs than the menu has stops: focus goes round, never to the page behind.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        places.push(await inPanel());
      }
      expect(places.filter((p) => p.startsWith('outside: ') && !p.includes('<body'))).toEqual([]);
      await page.focus('.navbar-sidebar-back');
      expect(await page.textContent('.navbar-sidebar-back')).toBe(back);
      await page.keyboard.press('Enter');
      await page.waitForSelector('.navbar-sidebar-primary');
      expect(await page.evaluate(() => document.activeElement?.closest('.navbar-sidebar-primary') !== null)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await inPanel()).not.toMatch(/^outside: /);
      expect(problems).toEqual([]);
    });
  }

  it('9. the locale dropdown has a caret and aria-expanded, and Escape closes it', async () => {
    const { page, problems } = await open('/doc/docs/guide/long');
    const toggle = page.locator('.navbar-dropdown-toggle');
    const caret = await toggle.evaluate((el) => getComputedStyle(el, '::after').borderRightWidth);
    expect(caret).not.toBe('0px');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.navbar-dropdown-menu a', { hasText: 'Français' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.navbar-dropdown-menu a', { hasText: 'Français' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-dropdown-toggle'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('9. Back after a TOC click goes back to where the reader was', async () => {
    const { page, problems } = await open('/doc/docs/guide/long');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    await page.click('.doc-toc a[href="#section-6"]');
    await page.waitForFunction(() => location.hash === '#section-6');
    const atHeading = await page.evaluate(() => window.scrollY);
    expect(atHeading).toBeGreaterThan(1500);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '');
    await page.waitForFunction(() => window.scrollY === 700);
    await page.goForward();
    await page.waitForFunction((y) => window.scrollY === y, atHeading);
    expect(problems).toEqual([]);
  });

  it('9. at 1000 px the article keeps at least 600 px: the TOC column gives way first', async () => {
    for (const width of [1000, 1100, 1280]) {
      const { page } = await open('/doc/docs/guide/long', { width, height: 800 });
      const article = await page.evaluate(() => document.querySelector('.doc-article')!.getBoundingClientRect().width);
      expect(article, `${width}px`).toBeGreaterThanOrEqual(600);
      // The TOC is there in one form or the other.
      expect((await visible(page, '.doc-toc')) || (await visible(page, '.toc-mobile')), `${width}px`).toBe(true);
    }
    const { page } = await open('/doc/docs/guide/long', { width: 1280, height: 800 });
    expect(await visible(page, '.doc-toc')).toBe(true);
  });

  it('9. breadcrumbs that wrap on a phone start no line with a separator', async () => {
    const { page } = await open('/doc/docs/deep/inner/page', { width: 390, height: 844 });
    const items = await page.evaluate(() =>
      [...document.querySelectorAll('.breadcrumbs li')].map((li) => ({ li: li.getBoundingClientRect(), first: li.firstElementChild!.getBoundingClientRect() })),
    );
    // It does wrap.
    expect(new Set(items.map((i) => Math.round(i.li.top))).size).toBeGreaterThan(1);
    for (const item of items) expect(item.first.left - item.li.left).toBeLessThan(1);
  });

  it('9. the dark home hero is the dark surface, not a bright slab, and its text reads on it', async () => {
    const { page } = await open('/doc/', { width: 1280, height: 800 }, 'dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const { background, image, color } = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.hero')!);
      return { background: style.backgroundColor, image: style.backgroundImage, color: getComputedStyle(document.querySelector('.hero-title')!).color };
    });
    expect(image).toBe('none');
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    expect(luminance(background)).toBeLessThan(0.05);
    expect((luminance(color) + 0.05) / (luminance(background) + 0.05)).toBeGreaterThan(7);
  });
});
