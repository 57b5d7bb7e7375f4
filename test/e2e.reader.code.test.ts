import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readerInBrowser } from './helpers/readerSite.js';

/** Code blocks and admonitions as a reader sees them (issue 29, items 5 and 9), in Chromium. */
describe('code blocks and admonitions', () => {
  let reader: Awaited<ReturnType<typeof readerInBrowser>>;
  beforeAll(async () => (reader = await readerInBrowser()));
  afterAll(() => reader?.close());
  const open = (route: string, width = 1280) => reader.open(route, { width, height: 800 });
  /** The n-th code block's pre (0-based), in document order. */
  const pre = (page: Page, n: number) => page.locator('.code-block pre').nth(n);

  it('highlighted lines span the whole scroll width, one band with no gaps, scrolled or not', async () => {
    for (const width of [1280, 390]) {
      const { page, problems } = await open('/doc/docs/guide/code', width);
      const measure = () =>
        pre(page, 0).evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          lines: [...el.querySelectorAll('.code-line-highlighted')].map((l) => {
            const r = l.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          }),
          left: el.getBoundingClientRect().left + el.clientLeft - el.scrollLeft,
        }));
      for (const scroll of ['start', 'end']) {
        if (scroll === 'end') await pre(page, 0).evaluate((el) => (el.scrollLeft = el.scrollWidth));
        const { scrollWidth, lines, left } = await measure();
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          expect(line.left - left, `${width}px ${scroll}`).toBeCloseTo(0, 0);
          expect(line.right - line.left, `${width}px ${scroll}`).toBeCloseTo(scrollWidth, 0);
        }
        for (let i = 1; i < lines.length; i++) expect(lines[i]!.top, `${width}px ${scroll}`).toBeCloseTo(lines[i - 1]!.bottom, 1);
      }
      expect(problems).toEqual([]);
    }
  });

  it('shows no language label inside the code, and the buttons never cover the end of a one-line block', async () => {
    for (const width of [1280, 390]) {
      const { page } = await open('/doc/docs/guide/code', width);
      // Nothing but the listing and its buttons in the code area.
      expect(await page.locator('.code-block-body > :not(pre):not(.code-block-buttons)').count()).toBe(0);
      expect(await page.locator('.code-block-body').filter({ hasText: /^python|python$/ }).count()).toBe(0);
      const block = page.locator('.code-block').nth(1);
      expect(await block.locator('pre').textContent()).toBe('npm install');
      await block.hover();
      await page.waitForFunction(() => getComputedStyle(document.querySelectorAll('.code-block-buttons')[1]!).opacity === '1');
      const { text, buttons } = await block.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.querySelector('.code-line')!);
        const r = range.getBoundingClientRect();
        const b = el.querySelector('.code-block-buttons')!.getBoundingClientRect();
        return { text: { right: r.right, top: r.top, bottom: r.bottom }, buttons: { left: b.left, top: b.top, bottom: b.bottom } };
      });
      const overlapsVertically = text.top < buttons.bottom && buttons.top < text.bottom;
      expect(overlapsVertically && text.right > buttons.left, `${width}px`).toBe(false);
    }
  });

  it('wraps long lines with a word-wrap button, and unwraps them; its label is in the page language', async () => {
    const { page, problems } = await open('/doc/docs/guide/code', 390);
    const wrap = page.locator('.code-block').first().getByRole('button', { name: 'Toggle word wrap' });
    const overflowing = () => pre(page, 0).evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await overflowing()).toBe(true);
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await overflowing()).toBe(false);
    // Still one band per highlighted line, as wide as the block.
    const widths = await pre(page, 0).evaluate((el) => [el.clientWidth, ...[...el.querySelectorAll('.code-line-highlighted')].map((l) => l.getBoundingClientRect().width)]);
    for (const w of widths.slice(1)) expect(w).toBeCloseTo(widths[0]!, 0);
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(await overflowing()).toBe(true);
    // Copying still gives the code as written.
    expect(await pre(page, 0).textContent()).toContain('b = 2\nc = 3');
    const fr = await open('/doc/fr/docs/guide/code', 390);
    expect(await fr.page.locator('.code-block').first().getByRole('button', { name: 'Activer/désactiver le retour à la ligne' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('numbers lines with showLineNumbers, the numbers not copied, the highlighted line still full width', async () => {
    const { page } = await open('/doc/docs/guide/code');
    const numbered = page.locator('.code-block').nth(2);
    const { numbers, highlighted, width } = await numbered.evaluate((el) => {
      const lines = [...el.querySelectorAll('.code-line')];
      return {
        numbers: lines.map((l) => getComputedStyle(l, '::before').content),
        highlighted: el.querySelector('.code-line-highlighted')!.getBoundingClientRect().width,
        width: el.querySelector('pre')!.scrollWidth,
      };
    });
    expect(numbers).toHaveLength(3);
    for (const n of numbers) expect(n).toMatch(/counter\(code-line\)/);
    expect(highlighted).toBeCloseTo(width, 0);
    expect(await numbered.locator('pre').textContent()).toBe('const first = 1;\nconst second = 2;\nconst third = 3;');
  });

  it('gives each admonition type its own icon before its heading', async () => {
    const { page } = await open('/doc/docs/guide/code');
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('.admonition-heading')].map((h) => {
        const style = getComputedStyle(h, '::before');
        return { mask: style.maskImage, width: parseFloat(style.width), shown: style.display !== 'none' && style.content !== 'none' };
      }),
    );
    expect(icons).toHaveLength(5);
    for (const icon of icons) {
      expect(icon.shown).toBe(true);
      expect(icon.width).toBeGreaterThan(10);
      expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml/);
    }
    expect(new Set(icons.map((i) => i.mask)).size).toBe(5);
  });
});
