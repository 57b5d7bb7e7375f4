import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, Page, siteConfig, writeFiles } from './helpers/fixture.js';
import { connectEvents, request, startServer, type EventClient, type RunningServer } from './helpers/server.js';

describe('docgen dev on a site with standalone pages', () => {
  let dir: string;
  let server: RunningServer;
  let events: EventClient;
  beforeAll(async () => {
    dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/index.md': '# Intro\n\nSee [about](../pages/about.md).\n',
      'content/en/pages/about.md': '# About\n\nFirst words.\n',
      'content/en/pages/wip.md': '---\ndraft: true\n---\n\n# Not yet\n',
    });
    server = await startServer(['dev', '--port', '0'], dir);
    events = await connectEvents(`${server.origin}/doc/__docgen/events`);
  });
  afterAll(async () => {
    events?.close();
    await server?.stop();
  });

  const page = async (route: string) => new Page((await request(server.origin, route)).text);
  const after = async (change: () => void, type: string) => {
    const from = events.messages.length;
    change();
    return events.next((m) => m.type === type, from);
  };

  it('serves pages, drafts included, and sends an edited page to the open pages', async () => {
    expect((await page('/doc/about')).text('.markdown p')).toBe('First words.');
    expect((await page('/doc/wip')).text('main h1')).toBe('Not yet');
    const update = await after(() => writeFiles(dir, { 'content/en/pages/about.md': '# About\n\nEdited words.\n' }), 'update');
    expect(JSON.stringify(update)).toContain('/doc/about');
    expect((await page('/doc/about')).text('.markdown p')).toBe('Edited words.');
  });

  it('a React page added is served and reloads the open pages; edited, it is made again', async () => {
    const component = (words: string) => `import Layout from '@theme/Layout';\n\nexport default function Hello() {\n  return <Layout title="Hello"><p className="words">${words}</p></Layout>;\n}\n`;
    await after(() => writeFiles(dir, { 'content/en/pages/hello.jsx': component('First') }), 'reload');
    const hello = await page('/doc/hello');
    expect(hello.text('title')).toBe('Hello | Fixture');
    expect(hello.text('p.words')).toBe('First');
    await after(() => writeFiles(dir, { 'content/en/pages/hello.jsx': component('Second') }), 'reload');
    expect((await page('/doc/hello')).text('p.words')).toBe('Second');
    // Removed, the site is one of Markdown pages again (each updated on its own, as the next test expects).
    await after(() => fs.rmSync(path.join(dir, 'content/en/pages/hello.jsx')), 'reload');
    expect((await request(server.origin, '/doc/hello')).status).toBe(404);
  });

  it('a new page is served; a removed one is gone, and the link to it is reported', async () => {
    await after(() => writeFiles(dir, { 'content/en/pages/new.md': '# New page\n' }), 'update');
    expect((await page('/doc/new')).text('main h1')).toBe('New page');
    const error = await after(() => fs.rmSync(path.join(dir, 'content/en/pages/about.md')), 'error');
    expect(JSON.stringify(error)).toMatch(/index\.md.*no page at content\/en\/pages\/about\.md/);
  });

});
