import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createSite, docgen, listFiles, repoRoot, siteConfig } from './helpers/fixture.js';
import { HOLD, rawRequest, request, signalWhileHeld, startServer, waitFor, type RunningServer } from './helpers/server.js';

/** The EvalAP site of this repository, built once into a temp folder and served from there. */
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-')), 'site');
/** A file outside the served folder that no request may read. */
const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-secret-'));
const SECRET = 'TOP-SECRET-CONTENT';
let server: RunningServer;

beforeAll(async () => {
  const built = docgen(['build', '--out', out], repoRoot);
  if (built.code !== 0) throw new Error(built.stderr);
  fs.writeFileSync(path.join(secretDir, 'secret.txt'), SECRET);
  fs.symlinkSync(path.join(secretDir, 'secret.txt'), path.join(out, 'img', 'leak.txt'));
  fs.symlinkSync(secretDir, path.join(out, 'escape'));
  server = await startServer(['serve', '--port', '0', '--dir', out], repoRoot);
});

afterAll(async () => {
  await server?.stop();
});

/** The address of a built page file: `fr/docs/x.html` is `/doc/fr/docs/x`, `fr/index.html` is `/doc/fr/`. */
const routeOf = (file: string) => `/doc/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

describe('docgen serve', () => {
  it('prints the address of each locale', () => {
    expect(server.output()).toMatch(/en\s+http:\/\/127\.0\.0\.1:\d+\/doc\/ /);
    expect(server.output()).toMatch(/fr\s+http:\/\/127\.0\.0\.1:\d+\/doc\/fr\/ /);
  });

  it('serves every page of the build at its address, byte for byte', async () => {
    const pages = listFiles(out).filter((f) => f.endsWith('.html') && !f.endsWith('404.html') && !/(^|\/)docs\/index\.html$/.test(f));
    expect(pages).toContain('fr/docs/getting-started/install-with-docker.html');
    expect(pages.length).toBeGreaterThanOrEqual(24);
    for (const file of pages) {
      const answer = await request(server.origin, routeOf(file));
      expect(answer.status, routeOf(file)).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html;charset=utf-8');
      expect(answer.text).toBe(fs.readFileSync(path.join(out, file), 'utf8'));
    }
  });

  it('answers an unknown path with the 404 page of its locale and status 404', async () => {
    const english = await request(server.origin, '/doc/docs/no-such-page');
    expect(english.status).toBe(404);
    expect(english.text).toBe(fs.readFileSync(path.join(out, '404.html'), 'utf8'));
    const french = await request(server.origin, '/doc/fr/docs/no-such-page');
    expect(french.status).toBe(404);
    expect(french.text).toBe(fs.readFileSync(path.join(out, 'fr/404.html'), 'utf8'));
    expect((await request(server.origin, '/outside-the-base-url')).status).toBe(404);
    expect((await request(server.origin, '/doc/fr/docs/no-such-page', { headers: { 'If-None-Match': french.headers.etag ?? '*' } })).status).toBe(404);
  });

  it('redirects to the one address of each page: no trailing slash, no .html, the base URL for /', async () => {
    const cases: [string, string][] = [
      ['/', '/doc/'],
      ['/doc', '/doc/'],
      ['/doc/fr', '/doc/fr/'],
      ['/doc/fr/docs/', '/doc/fr/docs'],
      ['/doc/fr/docs/getting-started/install-with-docker/', '/doc/fr/docs/getting-started/install-with-docker'],
      ['/doc/fr/docs/getting-started/install-with-docker.html', '/doc/fr/docs/getting-started/install-with-docker'],
      ['/doc/fr/docs/getting-started/install-with-docker.html?x=1', '/doc/fr/docs/getting-started/install-with-docker?x=1'],
      ['/doc/index.html', '/doc/'],
      ['/doc/fr/index.html', '/doc/fr/'],
    ];
    for (const [from, to] of cases) {
      const answer = await request(server.origin, from);
      expect([from, answer.status, answer.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('sends correct content types', async () => {
    const files = listFiles(out);
    const first = (pattern: RegExp) => `/doc/${files.find((f) => pattern.test(f))}`;
    expect((await request(server.origin, first(/^assets\/.*\.css$/))).headers['content-type']).toMatch(/^text\/css/);
    expect((await request(server.origin, first(/^assets\/.*\.js$/))).headers['content-type']).toMatch(/^text\/javascript/);
    expect((await request(server.origin, '/doc/img/logo.png')).headers['content-type']).toBe('image/png');
    expect((await request(server.origin, '/doc/sitemap.xml')).headers['content-type']).toMatch(/xml/);
    expect((await request(server.origin, '/doc/robots.txt')).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('caches hashed assets for a year and revalidates pages with an ETag', async () => {
    const asset = listFiles(out).find((f) => f.startsWith('assets/') && f.endsWith('.js'));
    const assetAnswer = await request(server.origin, `/doc/${asset}`);
    expect(assetAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(server.origin, '/doc/fr/docs');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const again = await request(server.origin, '/doc/fr/docs', { headers: { 'If-None-Match': page.headers.etag } });
    expect(again.status).toBe(304);
    expect((await request(server.origin, '/doc/img/logo.png')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli and gzip, as the client accepts', async () => {
    const original = fs.readFileSync(path.join(out, 'fr/docs.html'));
    const br = await request(server.origin, '/doc/fr/docs', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length);
    const gz = await request(server.origin, '/doc/fr/docs', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await request(server.origin, '/doc/fr/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    const notFound = await request(server.origin, '/doc/fr/nope', { headers: { 'Accept-Encoding': 'br' } });
    expect([notFound.status, notFound.headers['content-encoding']]).toEqual([404, 'br']);
  });

  it('refuses every way out of the served folder', async () => {
    const attempts = [
      '/doc/../../../../etc/passwd',
      '/doc/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/doc/..%2f..%2f..%2fetc%2fpasswd',
      '/doc/%2E%2E%5C%2E%2E%5Cetc%5Cpasswd',
      '/doc/..\\..\\etc\\passwd',
      '/doc/%2fetc%2fpasswd',
      '//etc/passwd',
      '/doc//etc/passwd',
      `/doc/${secretDir}/secret.txt`,
      '/doc/img/leak.txt',
      '/doc/escape/secret.txt',
      '/doc/escape/',
      '/doc/robots.txt%00.html',
      '/doc/%00',
      '/doc/%E0%A4%A',
    ];
    for (const attempt of attempts) {
      const answer = await request(server.origin, attempt);
      expect([attempt, answer.status >= 400 && answer.status < 500]).toEqual([attempt, true]);
      expect(answer.text).not.toContain(SECRET);
      expect(answer.text).not.toMatch(/root:.*:0:0:/);
    }
    for (const attempt of ['GET /doc/../../../etc/passwd HTTP/1.1', 'GET ../../etc/passwd HTTP/1.1', `GET ${secretDir}/secret.txt HTTP/1.1`]) {
      expect(await rawRequest(server.port, `${attempt}\r\nHost: x\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
  });

  it('rejects an oversized body and malformed requests, then keeps answering', async () => {
    const big = Buffer.alloc(200 * 1024, 'x');
    expect((await request(server.origin, '/doc/', { method: 'POST', body: big })).status).toBe(413);
    expect((await request(server.origin, '/doc/', { method: 'POST', body: big, headers: { 'Transfer-Encoding': 'chunked' } })).status).toBe(413);
    expect((await request(server.origin, '/doc/', { method: 'PUT', body: 'x' })).status).toBe(405);
    expect(await rawRequest(server.port, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(server.port, 'GET /doc/ HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(server.port, 'THIS IS NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await request(server.origin, '/doc/')).status).toBe(200);
  });
});

describe('docgen serve with trailingSlash: true', () => {
  it('serves folders and redirects addresses without the slash', async () => {
    const dir = createSite({
      'site.config.ts': siteConfig('trailingSlash: true,'),
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n',
      'content/en/docs/guide.md': '# Guide\n\nText.\n',
    });
    buildSite(dir);
    const site = await startServer(['serve', '--port', '0'], dir);
    try {
      expect((await request(site.origin, '/doc/docs/guide/')).status).toBe(200);
      for (const from of ['/doc/docs/guide', '/doc/docs/guide/index.html', '/doc/docs/guide.html']) {
        const answer = await request(site.origin, from);
        expect([from, answer.status, answer.headers.location]).toEqual([from, 301, '/doc/docs/guide/']);
      }
      expect((await request(site.origin, '/doc/fr/docs/nope/')).status).toBe(404);
    } finally {
      expect(await site.stop('SIGTERM')).toBe(0);
    }
  });
});

describe('docgen serve start and stop', () => {
  it('says when there is nothing built yet', () => {
    const dir = createSite({ 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '# Intro\n' });
    const result = docgen(['serve', '--port', '0'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no built site in build .*\n\s+hint: run `docgen build` first/);
  });

  it('takes the next port when the one asked for is busy, and says so', async () => {
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      const site = await startServer(['serve', '--port', String(busy), '--dir', out], repoRoot);
      expect(site.port).not.toBe(busy);
      expect(site.output()).toContain(`port ${busy} is busy: using ${site.port} instead`);
      expect((await request(site.origin, '/doc/')).status).toBe(200);
      expect(await site.stop()).toBe(0);
    } finally {
      blocker.close();
    }
  });

  it('exits 0 on a SIGTERM that comes while it starts', async () => {
    const dir = createSite({ 'site.config.ts': HOLD + siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n' });
    buildSite(dir);
    const { exit, output } = await signalWhileHeld(['serve', '--port', '0'], dir, 'SIGTERM');
    expect([exit, output]).toEqual([0, expect.any(String)]);
  });

  it('exits 0 on Ctrl+C, closing open connections', async () => {
    const site = await startServer(['serve', '--port', '0', '--dir', out], repoRoot);
    const open = http.get(`${site.origin}/doc/`, { agent: new http.Agent({ keepAlive: true }) });
    await new Promise((resolve) => open.on('response', resolve));
    expect(await site.stop('SIGINT')).toBe(0);
    await waitFor('the port to be released', async () => (await request(site.origin, '/doc/').then(() => false, () => true)) || undefined);
  });
});
