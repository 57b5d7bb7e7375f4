import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import parseRange from 'range-parser';
import sirv from 'sirv';
import { sendText } from './http.js';
import { contentTypeOf } from './memoryFile.js';

const COMPRESSIBLE = /\.(html?|css|m?js|json|xml|txt|svg|map|webmanifest|md|csv)$/i;
/** Below this, compression saves less than the bytes of its headers. */
const MIN_COMPRESS_BYTES = 512;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Sends the files of one folder with sirv: content types, ETag and 304, ranges, HEAD. */
export interface FileSender {
  /** The file exists inside the folder: no dotfile, no symlink leading out of it. */
  exists(file: string): boolean;
  /** Sends `file` (relative, `/`-separated, already checked with `exists`), as a 404 page when asked. */
  send(req: IncomingMessage, res: ServerResponse, file: string, status?: 200 | 404): Promise<void>;
  /** Removes the compressed copies. */
  close(): void;
}

export interface FileSenderOptions {
  /** The Cache-Control header of a file. */
  cacheControl(file: string): string;
  /** gzip and brotli, compressed on the first request of each file and kept until it changes. */
  compress?: boolean;
}

const acceptsCompression = (req: IncomingMessage) => /\b(br|gzip)\b/i.test(String(req.headers['accept-encoding'] ?? ''));

/** A status other than 200 for what sirv sends (it always answers 200). */
function forceStatus(req: IncomingMessage, res: ServerResponse, status: number): void {
  // Neither a 304 nor a partial answer makes sense for an error page.
  delete req.headers['if-none-match'];
  delete req.headers.range;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    return Reflect.apply(writeHead, this, [code === 200 ? status : code, ...rest]) as ServerResponse;
  } as typeof res.writeHead;
}

/**
 * Compressed copies live in a temp folder mirroring the site, served by a second sirv that looks
 * for `x.html.br` / `x.html.gz`; each copy remembers the size and time of the file it was made
 * from, so a rebuilt site is never answered with stale bytes.
 */
function createCompressedCache() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-'));
  const made = new Map<string, string>();
  const pending = new Map<string, Promise<void>>();

  async function write(target: string, packed: Buffer | undefined): Promise<void> {
    if (!packed) return fs.promises.rm(target, { force: true });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, packed);
    await fs.promises.rename(temp, target);
  }

  /** Both encodings at once, so neither copy can be older than the other. */
  async function make(source: string, file: string): Promise<void> {
    const stats = await fs.promises.stat(source);
    const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
    if (made.get(file) === stamp) return;
    const bytes = await fs.promises.readFile(source);
    const worth = (packed: Buffer) => (bytes.length >= MIN_COMPRESS_BYTES && packed.length < bytes.length ? packed : undefined);
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip(bytes, { level: 6 }),
    ]);
    await Promise.all([write(path.join(dir, `${file}.br`), worth(br)), write(path.join(dir, `${file}.gz`), worth(gz))]);
    made.set(file, stamp);
  }

  return {
    dir,
    /** Makes (or refreshes) the compressed copy of `file`; concurrent requests share the work. */
    ensure(source: string, file: string): Promise<void> {
      let job = pending.get(file);
      if (!job) {
        job = make(source, file).finally(() => pending.delete(file));
        pending.set(file, job);
      }
      return job;
    },
    close: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A request for part of a file: sirv reads the Range header with parseInt and hands the numbers
 * to fs.createReadStream unchecked (`bytes=-99999999999999999999` threw in the middle of the
 * answer). Read here instead, against the file's size: a range it cannot satisfy is answered
 * 416, a malformed one or several ranges get the whole file (as RFC 9110 allows), one range is
 * passed on to sirv in numbers it handles. Parts are of the file as it is, never of a
 * compressed copy.
 */
function sendRange(req: IncomingMessage, res: ServerResponse, source: string | undefined, send: () => void): void {
  const size = source ? fs.statSync(source).size : 0;
  const ranges = parseRange(size, String(req.headers.range), { combine: true });
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${size}`);
    return sendText(res, 416, 'Range Not Satisfiable\n');
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) delete req.headers.range;
  else req.headers.range = `bytes=${ranges[0]!.start}-${ranges[0]!.end}`;
  send();
}

export function createFileSender(root: string, options: FileSenderOptions): FileSender {
  const plain = sirv(root, { dev: true, etag: true, extensions: [] });
  const compressed = options.compress ? createCompressedCache() : undefined;
  const packedSirv = compressed && sirv(compressed.dir, { dev: true, etag: true, extensions: [], brotli: true, gzip: true });

  function realPath(file: string): string | undefined {
    if (file.split('/').some((segment) => !segment || segment.startsWith('.'))) return undefined;
    try {
      const realRoot = fs.realpathSync.native(root);
      const real = fs.realpathSync.native(path.join(realRoot, ...file.split('/')));
      return real.startsWith(realRoot + path.sep) && fs.statSync(real).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    exists: (file) => realPath(file) !== undefined,
    async send(req, res, file, status = 200) {
      req.url = `/${file}`;
      if (status !== 200) forceStatus(req, res, status);
      res.setHeader('Cache-Control', status === 200 ? options.cacheControl(file) : 'no-cache');
      // sirv gives text a charset only in HTML: the pages' Markdown versions and llms.txt are UTF-8 too (sirv keeps a type set here).
      if (status === 200 && /\.(md|txt)$/i.test(file)) res.setHeader('Content-Type', contentTypeOf(file));
      const missing = () => sendText(res, 404, 'Not found\n');
      const fallback = () => plain(req, res, missing);
      if (req.headers.range !== undefined) return sendRange(req, res, realPath(file), fallback);
      if (!compressed || !packedSirv || !COMPRESSIBLE.test(file)) return fallback();
      res.setHeader('Vary', 'Accept-Encoding');
      const source = realPath(file);
      if (!acceptsCompression(req) || !source) return fallback();
      await compressed.ensure(source, file);
      packedSirv(req, res, fallback);
    },
    close: () => compressed?.close(),
  };
}
