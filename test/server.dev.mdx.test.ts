import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page, writeFiles } from './helpers/fixture.js';
import { mdxSite } from './helpers/mdxSite.js';
import { connectEvents, request, startServer, type EventClient, type RunningServer } from './helpers/server.js';

describe('docgen dev on a site with MDX pages', () => {
  let dir: string;
  let server: RunningServer;
  let events: EventClient;
  beforeAll(async () => {
    dir = mdxSite();
    server = await startServer(['dev', '--port', '0'], dir);
    events = await connectEvents(`${server.origin}/doc/__docgen/events`);
  });
  afterAll(async () => {
    events?.close();
    await server?.stop();
  });

  const page = async () => new Page((await request(server.origin, '/doc/docs')).text);
  const isType = (type: string) => (m: { type: string }) => m.type === type;
  /** Edits files and waits for the event the dev server sends the open pages. */
  const after = async (files: Record<string, string>, type: string) => {
    const from = events.messages.length;
    writeFiles(dir, files);
    return events.next(isType(type), from);
  };
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

  it('an edited MDX page, and an edited component it imports, reach the open pages', async () => {
    await after({ 'content/en/docs/index.mdx': read('content/en/docs/index.mdx').replace('Intro with', 'Edited intro with') }, 'reload');
    expect((await page()).text('.markdown p')).toMatch(/^Edited intro with/);
    await after({ 'src/components/Card.tsx': read('src/components/Card.tsx').replace('Clicked {count}', 'Pressed {count}') }, 'reload');
    expect((await page()).text('.markdown button')).toBe('Pressed 0');
  });

  it("an edit of a Markdown doc's text updates that page in place, the MDX pages as they were; a doc added makes the site whole again", async () => {
    const update = (await after({ 'content/en/docs/plain.md': read('content/en/docs/plain.md').replace('Back to', 'Go back to') }, 'update')) as { routes?: string[] };
    expect(update.routes).toContain('/doc/docs/plain');
    expect(update.routes).not.toContain('/doc/docs');
    expect(new Page((await request(server.origin, '/doc/docs/plain')).text).text('.markdown p')).toMatch(/^Go back to/);
    // The MDX page, its component working as before.
    expect((await page()).text('.markdown button')).toBe('Pressed 0');
    // A new doc can change where the MDX pages' links lead: they are compiled again with the site.
    await after({ 'content/en/docs/added.md': '# Added\n\nNew.\n' }, 'reload');
    expect(new Page((await request(server.origin, '/doc/docs/added')).text).text('.markdown p')).toBe('New.');
    expect((await page()).text('.markdown button')).toBe('Pressed 0');
  });

  it('an MDX syntax error shows in the open pages with its line, the last good page stays served, and a fix clears it', async () => {
    const good = read('content/en/docs/index.mdx');
    const error = await after({ 'content/en/docs/index.mdx': `${good}\n<Card>\n` }, 'error');
    expect(JSON.stringify(error)).toMatch(/index\.mdx.*the MDX does not compile/);
    expect((await page()).text('.markdown button')).toBe('Pressed 0');
    await after({ 'content/en/docs/index.mdx': good }, 'ok');
  });
});
