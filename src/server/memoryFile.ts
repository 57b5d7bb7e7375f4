import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** Content types of the files a build makes in memory (pages, client code, data, sitemap, search index). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Sends bytes held in memory with an ETag, so an unchanged file revalidates with a 304. */
export function sendMemoryFile(req: IncomingMessage, res: ServerResponse, file: { name: string; contents: string | Uint8Array; status: number; cacheControl: string }): void {
  const body = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  const headers = { 'Content-Type': contentTypeOf(file.name), 'Cache-Control': file.cacheControl, ETag: etag };
  if (file.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(file.status, { ...headers, 'Content-Length': body.byteLength });
  res.end(req.method === 'HEAD' ? undefined : body);
}
