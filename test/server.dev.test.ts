import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page, createSite, repoRoot, siteConfig, writeFiles } from './helpers/fixture.js';
import { HOLD, connectEvents, request, signalWhileHeld, startServer, waitFor, type EventClient, type RunningServer } from './helpers/server.js';
import { launchBrowser, watchConsole } from './helpers/browser.js';

const doc = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

/** A small two-locale site with its own copy of the theme, so templates can be broken and fixed. */
function devSite(files: Record<string, string> = {}): string {
  const dir = createSite({
    'site.config.ts': siteConfig("templatesDir: 'theme', favicon: 'img/logo.svg',"),
    'content/en/docs/intro.md': doc('Intro', 'Welcome. Read [the first guide](guide/first.md).', 'slug: /\nsidebar_position: 1\n'),
    'content/fr/docs/intro.md': doc('Intro', 'Bienvenue.', 'slug: /\nsidebar_position: 1\n'),
    'content/en/docs/guide/_category_.json': JSON.stringify({ label: 'Guide', position: 2 }),
    'content/en/docs/guide/first.md': doc('First', 'The first page.\n\n## Usage\n\nUse it.', 'sidebar_position: 1\n'),
    'content/en/docs/guide/second.md': doc('Second', 'The second page.', 'sidebar_position: 2\n'),
    'content/en/docs/other/_category_.json': JSON.stringify({ label: 'Other', position: 3 }),
    'content/en/docs/other/page.md': doc('Other page', 'Elsewhere.'),
    'content/en/docs/other/draft.md': doc('Work in progress', 'Not published yet.', 'draft: true\n'),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...files,
  });
  fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
  return dir;
}

let dir: string;
let server: RunningServer;
let events: EventClient;
let secondTab: EventClient;

const get = (route: string) => request(server.origin, route);
const sidebarOf = async (route: string) => new Page((await get(route)).text).text('.doc-sidebar');
const edit = (files: Record<string, string>) => writeFiles(dir, files);

/** Does `action` and waits for the event it must cause (received after the action). */
async function expectEvent(action: () => void, match: (m: EventClient['messages'][number]) => boolean, client = events) {
  const from = client.messages.length;
  action();
  return client.next(match, from).catch((error: Error) => {
    throw new Error(`${error.message}; events: ${JSON.stringify(client.messages.slice(from))}\ndocgen dev printed:\n${server.output()}`);
  });
}
const updateOf = (route: string) => (m: EventClient['messages'][number]) => m.type === 'update' && (m.routes as string[]).includes(route);
const isType = (type: string) => (m: EventClient['messages'][number]) => m.type === type;

/** Breaks the site with `bad`, expects the error in the open pages and the terminal, then restores `good`. */
async function expectErrorThenRecovery(bad: () => void, good: () => void, expected: { file: string | RegExp; line?: number; message: RegExp; terminal: RegExp }) {
  const outputBefore = server.output().length;
  const pageBefore = (await get('/doc/docs/guide/first')).text;
  const error = await expectEvent(bad, isType('error'));
  expect(error.file).toMatch(expected.file);
  if (expected.line !== undefined) expect(error.line).toBe(expected.line);
  expect(error.message).toMatch(expected.message);
  await server.waitForOutput(expected.terminal, outputBefore);
  // The last good site is still served.
  const during = await get('/doc/docs/guide/first');
  expect(during.status).toBe(200);
  expect(during.text).toBe(pageBefore);
  // A tab opened now is told about the error at once.
  const late = await connectEvents(`${server.origin}/doc/__docgen/events`);
  await late.next(isType('error'));
  late.close();
  await expectEvent(good, isType('ok'));
  await server.waitForOutput(/fixed: the site builds again/, outputBefore);
}

beforeAll(async () => {
  dir = devSite();
  server = await startServer(['dev', '--port', '0'], dir);
  events = await connectEvents(`${server.origin}/doc/__docgen/events`);
  secondTab = await connectEvents(`${server.origin}/doc/__docgen/events`);
});

afterAll(async () => {
  events?.close();
  secondTab?.close();
  if (server) await server.stop();
});

describe('docgen dev', () => {
  it('serves every route of both locales from memory, with the dev script, and writes no build folder', async () => {
    for (const route of ['/doc/', '/doc/fr/', '/doc/docs', '/doc/docs/guide/first', '/doc/docs/guide/second', '/doc/docs/other/page', '/doc/search', '/doc/fr/docs', '/doc/fr/docs/guide/first', '/doc/fr/search']) {
      const answer = await get(route);
      expect([route, answer.status]).toEqual([route, 200]);
      expect(answer.text).toContain('/doc/__docgen/events');
    }
    expect((await get('/doc/fr/docs/guide/first')).text).toContain('The first page.');
    // Drafts are shown while writing (a build leaves them out).
    expect((await get('/doc/docs/other/draft')).text).toContain('Not published yet.');
    const missing = await get('/doc/fr/docs/nope');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('lang="fr"');
    expect((await get('/doc/docs/guide/first/')).headers.location).toBe('/doc/docs/guide/first');
    expect((await get('/')).headers.location).toBe('/doc/');
    expect((await get('/doc/img/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/doc/sitemap.xml')).status).toBe(200);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    expect(server.output()).toMatch(/en\s+http:\/\/127\.0\.0\.1:\d+\/doc\/ /);
    expect(server.output()).toMatch(/fr\s+http:\/\/127\.0\.0\.1:\d+\/doc\/fr\/ /);
  });

  it('serves an edited doc changed and tells every open page which routes changed', async () => {
    const from = secondTab.messages.length;
    const update = await expectEvent(() => edit({ 'content/en/docs/guide/first.md': doc('First', 'The first page, edited.\n\n## Usage\n\nUse it.', 'sidebar_position: 1\n') }), updateOf('/doc/docs/guide/first'));
    // The French site shows the English file (no translation): its page changed too, and nothing else did.
    expect([...(update.routes as string[])].sort()).toEqual(['/doc/docs/guide/first', '/doc/fr/docs/guide/first']);
    await secondTab.next(updateOf('/doc/docs/guide/first'), from);
    expect((await get('/doc/docs/guide/first')).text).toContain('The first page, edited.');
    expect((await get('/doc/fr/docs/guide/first')).text).toContain('The first page, edited.');
  });

  it('serves the embedded search index, made when first asked for and again after a save', async () => {
    const indexText = async () => {
      const manifest = await get('/doc/search-index/en.json');
      expect(manifest.status).toBe(200);
      const index = await get(`/doc/search-index/${(JSON.parse(manifest.text) as { meta: string }).meta}`);
      expect(index.status).toBe(200);
      return index.text;
    };
    expect(await indexText()).toContain('"usage"');
    expect(await indexText()).not.toContain('"rewritten"');
    await expectEvent(() => edit({ 'content/en/docs/guide/second.md': doc('Second', 'The second page, rewritten.', 'sidebar_position: 2\n') }), updateOf('/doc/docs/guide/second'));
    expect(await indexText()).toContain('"rewritten"');
  });

  it('adds, renames and deletes a doc', async () => {
    await expectEvent(() => edit({ 'content/en/docs/guide/third.md': doc('Third', 'The third page.', 'sidebar_position: 3\n') }), updateOf('/doc/docs/guide/third'));
    expect((await get('/doc/docs/guide/third')).text).toContain('The third page.');
    expect(await sidebarOf('/doc/docs/guide/first')).toContain('Third');

    await expectEvent(() => fs.renameSync(path.join(dir, 'content/en/docs/guide/third.md'), path.join(dir, 'content/en/docs/guide/fourth.md')), updateOf('/doc/docs/guide/fourth'));
    await waitFor('the old route to be gone', async () => (await get('/doc/docs/guide/third')).status === 404);
    expect((await get('/doc/docs/guide/fourth')).text).toContain('The third page.');

    await expectEvent(() => fs.rmSync(path.join(dir, 'content/en/docs/guide/fourth.md')), updateOf('/doc/docs/guide/fourth'));
    expect((await get('/doc/docs/guide/fourth')).status).toBe(404);
    expect(await sidebarOf('/doc/docs/guide/first')).not.toContain('Third');
  });

  it('adds, renames and deletes a folder', async () => {
    await expectEvent(
      () => edit({ 'content/en/docs/extra/_category_.json': JSON.stringify({ label: 'Extra things', position: 4 }), 'content/en/docs/extra/one.md': doc('One', 'Extra page.') }),
      updateOf('/doc/docs/extra/one'),
    );
    await waitFor('the category in the sidebar', async () => (await sidebarOf('/doc/docs/guide/first')).includes('Extra things'));

    await expectEvent(() => fs.renameSync(path.join(dir, 'content/en/docs/extra'), path.join(dir, 'content/en/docs/more')), updateOf('/doc/docs/more/one'));
    await waitFor('the old folder to be gone', async () => (await get('/doc/docs/extra/one')).status === 404);
    expect((await get('/doc/docs/more/one')).text).toContain('Extra page.');

    await expectEvent(() => fs.rmSync(path.join(dir, 'content/en/docs/more'), { recursive: true }), updateOf('/doc/docs/more/one'));
    await waitFor('the folder to be gone', async () => (await get('/doc/docs/more/one')).status === 404);
    expect(await sidebarOf('/doc/docs/guide/first')).not.toContain('Extra things');
  });

  it('reorders the sidebar on a _category_.json or sidebar_position change', async () => {
    // On a page of the Other category, the Guide category is closed: its pages are shown from one of them.
    const order = async (a: string, b: string, route = '/doc/docs/other/page') => {
      const sidebar = await sidebarOf(route);
      expect(sidebar).toContain(a);
      return sidebar.indexOf(a) < sidebar.indexOf(b);
    };
    expect(await order('Guide', 'Other')).toBe(true);
    await expectEvent(() => edit({ 'content/en/docs/guide/_category_.json': JSON.stringify({ label: 'Guide', position: 9 }) }), updateOf('/doc/docs/other/page'));
    expect(await order('Other', 'Guide')).toBe(true);

    expect(await order('First', 'Second', '/doc/docs/guide/first')).toBe(true);
    await expectEvent(() => edit({ 'content/en/docs/guide/second.md': doc('Second', 'The second page.', 'sidebar_position: 0\n') }), updateOf('/doc/docs/guide/first'));
    expect(await order('Second', 'First', '/doc/docs/guide/first')).toBe(true);
  });

  it('shows invalid YAML front matter and recovers when it is fixed', async () => {
    const good = fs.readFileSync(path.join(dir, 'content/en/docs/guide/first.md'), 'utf8');
    await expectErrorThenRecovery(
      () => edit({ 'content/en/docs/guide/first.md': '---\ntitle: First\ndescription: [unclosed\n---\n\nText.\n' }),
      () => edit({ 'content/en/docs/guide/first.md': good }),
      { file: 'content/en/docs/guide/first.md', message: /invalid YAML front matter/, terminal: /content\/en\/docs\/guide\/first\.md:\d+:\d+: invalid YAML front matter/ },
    );
  });

  it('warns of a front matter field it does not read, at its line, on save', async () => {
    const good = fs.readFileSync(path.join(dir, 'content/en/docs/guide/first.md'), 'utf8');
    const from = server.output().length;
    await expectEvent(() => edit({ 'content/en/docs/guide/first.md': doc('First', `${good.split('\n---\n')[1]}\n\nOne more line.`, 'sidebar_position: 1\nsidebar_lable: Start\nmy_field: kept\n') }), updateOf('/doc/docs/guide/first'));
    await server.waitForOutput(/warning content\/en\/docs\/guide\/first\.md:\d+: front matter "sidebar_lable" is not a field docgen reads: did you mean "sidebar_label"\?/, from);
    await server.waitForOutput(/warning content\/en\/docs\/guide\/first\.md:\d+: front matter "my_field" is not a field docgen reads: the page does not show it/, from);
    await expectEvent(() => edit({ 'content/en/docs/guide/first.md': good }), updateOf('/doc/docs/guide/first'));
  });

  it('shows a Markdown file that cannot be read (not UTF-8) and recovers', async () => {
    const good = fs.readFileSync(path.join(dir, 'content/en/docs/guide/first.md'));
    await expectErrorThenRecovery(
      () => fs.writeFileSync(path.join(dir, 'content/en/docs/guide/first.md'), Buffer.concat([good, Buffer.from('\n\ncaf\xe9\n', 'latin1')])),
      () => fs.writeFileSync(path.join(dir, 'content/en/docs/guide/first.md'), good),
      { file: 'content/en/docs/guide/first.md', message: /not valid UTF-8/, terminal: /content\/en\/docs\/guide\/first\.md:\d+: the file is not valid UTF-8/ },
    );
  });

  it('shows a broken link with its file and line, and recovers', async () => {
    const good = fs.readFileSync(path.join(dir, 'content/en/docs/guide/second.md'), 'utf8');
    await expectErrorThenRecovery(
      () => edit({ 'content/en/docs/guide/second.md': `${good}\n[gone](./gone.md)\n` }),
      () => edit({ 'content/en/docs/guide/second.md': good }),
      { file: 'content/en/docs/guide/second.md', line: 8, message: /broken link "\.\/gone\.md"/, terminal: /content\/en\/docs\/guide\/second\.md:8:1: broken link/ },
    );
  });

  it('shows a config that no longer validates, or no longer compiles, and recovers', async () => {
    const good = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    await expectErrorThenRecovery(
      () => edit({ 'site.config.ts': good.replace("title: 'Fixture'", 'title: 42') }),
      () => edit({ 'site.config.ts': good }),
      { file: 'site.config.ts', line: 3, message: /title: expected string/, terminal: /site\.config\.ts:3: title: expected string/ },
    );
    await expectErrorThenRecovery(
      () => edit({ 'site.config.ts': `${good}\nexport const oops = {;\n` }),
      () => edit({ 'site.config.ts': good }),
      { file: 'site.config.ts', message: /the config file does not compile/, terminal: /site\.config\.ts:\d+:\d+: the config file does not compile/ },
    );
  });

  it('shows a template that throws, or does not compile, and recovers', async () => {
    const server = fs.readFileSync(path.join(dir, 'theme/server.tsx'), 'utf8');
    const render = 'return renderToString(<App {...props} content={content} server={server} />);';
    expect(server).toContain(render);
    await expectErrorThenRecovery(
      () => edit({ 'theme/server.tsx': server.replace(render, `if (props.page.kind === 'doc') throw new Error('the template exploded');\n  ${render}`) }),
      () => edit({ 'theme/server.tsx': server }),
      { file: /^content\/en\/docs\/.+\.md$/, message: /the theme failed to render \/doc\/docs\/.*: the template exploded/, terminal: /the theme failed to render/ },
    );
    await expectErrorThenRecovery(
      () => edit({ 'theme/server.tsx': server.replace(render, 'return renderToString(<App {...props} content={content} server={server} />;') }),
      () => edit({ 'theme/server.tsx': server }),
      { file: 'theme/server.tsx', message: /the theme does not compile/, terminal: /theme\/server\.tsx:\d+:\d+: the theme does not compile/ },
    );
  });

  it('serves the static folder as it is on disk, and reloads the open pages when it changes', async () => {
    await expectEvent(() => edit({ 'static/img/new.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>' }), isType('reload'));
    const answer = await get('/doc/img/new.svg');
    expect([answer.status, answer.headers['content-type'], answer.text]).toEqual([200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>']);
  });

  it('reloads the open pages on a template change', async () => {
    const css = fs.readFileSync(path.join(dir, 'theme/theme.css'), 'utf8');
    await expectEvent(() => edit({ 'theme/theme.css': `${css}\n.docgen-test-marker { color: red; }\n` }), isType('reload'));
    const page = await get('/doc/docs/guide/first');
    const stylesheet = new Page(page.text).attr('link[rel="stylesheet"]', 'href')!;
    expect((await get(stylesheet)).text).toContain('.docgen-test-marker');
  });

  it('stops on Ctrl+C with exit code 0', async () => {
    const open = http.get(`${server.origin}/doc/__docgen/events`);
    await new Promise((resolve) => open.on('response', resolve));
    expect(await server.stop('SIGINT')).toBe(0);
    open.destroy();
  });
});

describe('docgen dev start', () => {
  it('starts on a site that does not build, shows why, and serves it once fixed', async () => {
    const broken = devSite({ 'content/en/docs/guide/second.md': doc('Second', '[gone](./gone.md)') });
    const dev = await startServer(['dev', '--port', '0'], broken);
    try {
      expect(dev.output()).toMatch(/content\/en\/docs\/guide\/second\.md:\d+:\d+: broken link/);
      expect((await request(dev.origin, '/doc/docs/guide/first')).status).toBe(500);
      const stream = await connectEvents(`${dev.origin}/doc/__docgen/events`);
      await stream.next(isType('error'));
      writeFiles(broken, { 'content/en/docs/guide/second.md': doc('Second', 'Fixed.') });
      await stream.next(isType('reload'));
      expect((await request(dev.origin, '/doc/docs/guide/second')).text).toContain('Fixed.');
      stream.close();
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  });

  it('opens the address of the --locale first with --open', async () => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-open-'));
    const opened = path.join(bin, 'opened.txt');
    // A stand-in for the desktop's opener, first on the PATH: it records what it was asked to open.
    fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > ${JSON.stringify(opened)}\n`, { mode: 0o755 });
    const dev = await startServer(['dev', '--port', '0', '--open', '--locale', 'fr'], devSite(), { PATH: `${bin}${path.delimiter}${process.env.PATH}` });
    try {
      const url = await waitFor('the browser to be opened', () => (fs.existsSync(opened) && fs.readFileSync(opened, 'utf8').trim()) || undefined);
      expect(url).toBe(`${dev.origin}/doc/fr/`);
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  });

  it('exits 0 on a Ctrl+C that comes while it starts', async () => {
    const site = devSite({ 'site.config.ts': HOLD + siteConfig("templatesDir: 'theme', favicon: 'img/logo.svg',") });
    const { exit, output } = await signalWhileHeld(['dev', '--port', '0'], site, 'SIGINT');
    expect([exit, output]).toEqual([0, expect.any(String)]);
  });

  it('takes the next port when the one asked for is busy, and says so', async () => {
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      const dev = await startServer(['dev', '--port', String(busy), '--locale', 'fr'], devSite());
      expect(dev.port).not.toBe(busy);
      expect(dev.output()).toContain(`port ${busy} is busy: using ${dev.port} instead`);
      // --locale fr lists the French address first.
      expect(dev.output()).toMatch(/fr\s+http:\/\/127\.0\.0\.1:\d+\/doc\/fr\/ .*\n\s+en\s+http/);
      expect(await dev.stop('SIGTERM')).toBe(0);
    } finally {
      blocker.close();
    }
  });
});

describe('docgen dev and a config that never settles', () => {
  it('reports a saved config that does not settle in time, in the terminal and the open pages, and applies the next saves', async () => {
    const site = devSite();
    const good = fs.readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    // A short bound, so that the test need not wait the default 30 s.
    const dev = await startServer(['dev', '--port', '0'], site, { DOCGEN_CONFIG_TIMEOUT: '1' });
    const stream = await connectEvents(`${dev.origin}/doc/__docgen/events`);
    try {
      const page = (await request(dev.origin, '/doc/docs/guide/first')).text;
      let from = stream.messages.length;
      // Its own timer keeps the process busy: only the bound ends the wait (the dev server was stuck there for good).
      writeFiles(site, { 'site.config.ts': `${good}
await new Promise(() => setInterval(() => {}, 1000));
` });
      const error = await stream.next(isType('error'), from);
      expect(error).toMatchObject({ file: 'site.config.ts', message: expect.stringContaining('the config file did not settle within 1 s') });
      await dev.waitForOutput(/site\.config\.ts: the config file did not settle within 1 s/);
      // The last good site is still served.
      expect((await request(dev.origin, '/doc/docs/guide/first')).text).toBe(page);

      from = stream.messages.length;
      writeFiles(site, { 'site.config.ts': good.replace("title: 'Fixture'", "title: 'Fixture again'") });
      await stream.next(isType('ok'), from);
      await stream.next(isType('reload'), from);
      expect((await request(dev.origin, '/doc/docs/guide/first')).text).toContain('Fixture again');
      from = stream.messages.length;
      writeFiles(site, { 'content/en/docs/guide/first.md': doc('First', 'The first page, saved after.', 'sidebar_position: 1\n') });
      await stream.next(updateOf('/doc/docs/guide/first'), from);
      expect((await request(dev.origin, '/doc/docs/guide/first')).text).toContain('The first page, saved after.');
    } finally {
      stream.close();
      expect(await dev.stop()).toBe(0);
    }
  });
});

describe('docgen dev in the browser', () => {
  it('updates open pages in place, keeping the scroll position; shows and clears the error overlay; reloads on a template change', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long page.`).join('\n\n');
    const site = devSite({ 'content/en/docs/guide/first.md': doc('First', `Opening words.\n\n${paragraphs}`, 'sidebar_position: 1\n') });
    const dev = await startServer(['dev', '--port', '0'], site);
    const browser = await launchBrowser();
    try {
      const english = await browser.newPage();
      const french = await browser.newPage();
      const problems = watchConsole(english);
      await english.goto(`${dev.origin}/doc/docs/guide/first`);
      await french.goto(`${dev.origin}/doc/fr/docs/guide/first`);
      await english.waitForFunction(() => Boolean(window.__docgenRouter));
      await english.evaluate(() => {
        (window as unknown as { marker: string }).marker = 'no reload';
        window.scrollTo(0, 800);
      });
      const scrolled = await english.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      writeFiles(site, { 'content/en/docs/guide/first.md': doc('First', `Opening words, edited.\n\n${paragraphs}`, 'sidebar_position: 1\n') });
      // Both tabs show the edit without a reload (the French one shows the English text).
      for (const tab of [english, french]) await tab.waitForFunction(() => document.querySelector('[data-page-content]')?.textContent?.includes('Opening words, edited.'));
      expect(await english.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no reload');
      expect(Math.abs((await english.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);

      // A change to the sidebar reaches the open page too, at the same scroll position.
      writeFiles(site, { 'content/en/docs/guide/second.md': doc('Second, renamed', 'The second page.', 'sidebar_position: 2\n') });
      await english.waitForFunction(() => document.querySelector('.doc-sidebar')?.textContent?.includes('Second, renamed'));
      await english.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);

      const good = fs.readFileSync(path.join(site, 'content/en/docs/guide/second.md'), 'utf8');
      writeFiles(site, { 'content/en/docs/guide/second.md': `${good}\n[gone](./a<b>c.md)\n` });
      const overlay = english.locator('#__docgen-error-overlay');
      await overlay.waitFor();
      expect(await overlay.textContent()).toMatch(/content\/en\/docs\/guide\/second\.md:8:1\s*broken link "[^"]+": no doc at content\/en\/docs\/guide\/a<b>c\.md/);
      // The message is shown as text: nothing in it becomes markup.
      expect(await overlay.locator('b').count()).toBe(0);
      writeFiles(site, { 'content/en/docs/guide/second.md': good });
      await overlay.waitFor({ state: 'detached' });

      await english.evaluate(() => ((window as unknown as { marker: string }).marker = 'no reload'));
      const css = fs.readFileSync(path.join(site, 'theme/theme.css'), 'utf8');
      writeFiles(site, { 'theme/theme.css': `${css}\n.docgen-reload-marker { color: red; }\n` });
      await english.waitForFunction(() => (window as unknown as { marker?: string }).marker === undefined, undefined, { timeout: 30_000 });
      expect(await english.evaluate(() => document.querySelector('[data-page-content]')?.textContent)).toContain('Opening words, edited.');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await dev.stop();
    }
  });
});
