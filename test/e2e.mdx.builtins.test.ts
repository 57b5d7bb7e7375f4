import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as BrowserPage } from 'playwright-core';
import { gotoHydrated, mdxHarness, openMdxPage, type MdxHarness } from './helpers/mdxHarness.js';

/** The labels of a Tabs' selected tab and its visible panels' text. */
async function shown(page: BrowserPage, section: string): Promise<{ tab: string | null; panels: string[] }> {
  const tab = await page.textContent(`#${section} [role=tab][aria-selected=true]`);
  const panels = await page.locator(`#${section} [role=tabpanel]:visible`).allTextContents();
  return { tab, panels };
}

describe('the built-in MDX components in the browser (server HTML, then hydrated)', () => {
  let harness: MdxHarness;
  beforeAll(async () => {
    harness = await mdxHarness();
  });
  afterAll(() => harness?.close());

  it('the hydration check catches a page whose browser render differs from its HTML', async () => {
    const { problems, close } = await openMdxPage(harness, '/mismatch');
    expect(problems.join('\n')).toMatch(/hydrat/i);
    await close();
  });

  it('shows the default tabs, then the clicked tab\'s panel alone, in every Tabs of its group', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs');
    expect(await shown(page, 'first')).toEqual({ tab: 'macOS', panels: ['brew install evalap'] });
    expect(await shown(page, 'second')).toEqual({ tab: 'macOS', panels: ['Mac second'] });
    await page.click('#first [role=tab]:text-is("Linux")');
    expect(await shown(page, 'first')).toEqual({ tab: 'Linux', panels: ['apt install evalap'] });
    expect(await shown(page, 'second')).toEqual({ tab: 'Linux', panels: ['Linux second'] });
    expect(await page.getAttribute('#first [role=tab]:text-is("Linux")', 'tabindex')).toBe('0');
    expect(await page.getAttribute('#first [role=tab]:text-is("macOS")', 'tabindex')).toBe('-1');
    expect(problems).toEqual([]);
    await close();
  });

  it('remembers a group\'s choice in localStorage under Docusaurus\'s key and shows it again after a reload', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs');
    await page.click('#second [role=tab]:text-is("Linux")');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');
    await gotoHydrated(page, `${harness.host.url}/tabs`);
    expect(await shown(page, 'first')).toEqual({ tab: 'Linux', panels: ['apt install evalap'] });
    expect(await shown(page, 'second')).toEqual({ tab: 'Linux', panels: ['Linux second'] });
    // The server's HTML showed macOS: hydration saw that, then the stored choice was applied.
    expect(problems).toEqual([]);
    await close();
  });

  it('selects the tab the address names (queryString) and writes a new choice into the address, without a history entry', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs?os=linux');
    expect(await shown(page, 'second')).toEqual({ tab: 'Linux', panels: ['Linux second'] });
    expect(await shown(page, 'first')).toEqual({ tab: 'Linux', panels: ['apt install evalap'] });
    // Read from the address, not chosen here: not remembered for later pages.
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBeNull();
    const entries = await page.evaluate(() => history.length);
    await page.click('#second [role=tab]:text-is("macOS")');
    expect(new URL(page.url()).search).toBe('?os=mac');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the clicked tab where it was when the group\'s Tabs above it change height', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs');
    const tab = page.locator('#second [role=tab]:text-is("Linux")');
    await tab.scrollIntoViewIfNeeded();
    const before = (await tab.boundingBox())!.y;
    await tab.click();
    // The first Tabs, above, lost its 600-pixel macOS panel.
    expect(await shown(page, 'first')).toEqual({ tab: 'Linux', panels: ['apt install evalap'] });
    expect(Math.abs((await tab.boundingBox())!.y - before)).toBeLessThan(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('moves the focus between tabs with the arrow keys, Home and End, and selects with Enter', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.focus('#keys [role=tab]:text-is("apple")');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('orange');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('banana');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('apple');
    await page.keyboard.press('End');
    expect(await focused()).toBe('banana');
    // Moving the focus does not choose.
    expect(await shown(page, 'keys')).toEqual({ tab: 'apple', panels: ['Apple'] });
    await page.keyboard.press('Enter');
    expect(await shown(page, 'keys')).toEqual({ tab: 'banana', panels: ['Banana'] });
    expect(problems).toEqual([]);
    await close();
  });

  it('renders a lazy Tabs\' shown panel only, and the other one when chosen', async () => {
    const { page, problems, close } = await openMdxPage(harness, '/tabs');
    expect(await page.locator('#lazy [role=tabpanel]').allTextContents()).toEqual(['Panel one']);
    await page.click('#lazy [role=tab]:text-is("two")');
    expect(await page.locator('#lazy [role=tabpanel]').allTextContents()).toEqual(['Panel two']);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens and closes Details, and a page without Tabs loads no Tabs code', async () => {
    const from = harness.host.requests.length;
    const { page, problems, close } = await openMdxPage(harness, '/details');
    const requests = harness.host.requests.slice(from);
    const content = page.locator('details.details p');
    expect(await content.isVisible()).toBe(false);
    await page.click('details.details > summary');
    expect(await page.locator('details.details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await content.isVisible()).toBe(true);
    await page.click('details.details > summary');
    expect(await content.isVisible()).toBe(false);
    const chunks = requests.filter((r) => r.endsWith('.js')).map((r) => r.replace(/-[A-Z0-9]+\.js$/, ''));
    expect(chunks).toContain('/Details');
    expect(chunks).not.toContain('/Tabs');
    expect(problems).toEqual([]);
    await close();
  });
});
