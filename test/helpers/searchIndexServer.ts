import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, type RunResult } from './fixture.js';

/** A call the fake Algolia received. */
export interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
  appId?: string;
  apiKey?: string;
}

interface FakeIndex {
  objects: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

export interface FakeAlgolia {
  origin: string;
  calls: ReceivedCall[];
  indexes: Map<string, FakeIndex>;
  close(): Promise<void>;
}

/**
 * A local Algolia-compatible write API, enough for algoliasearch v5's `replaceAllObjects`,
 * `setSettings` and `waitForTask`: index operations (copy, move), batches, settings, deletion and
 * task status (each task reads `notPublished` once, then `published`, so polling really happens).
 * Records every call. `failBatch: n` answers the n-th batch with a 500; `neverPublish` leaves
 * every task `notPublished`, as a host that is stuck.
 */
export async function startFakeAlgolia(
  options: { failBatch?: number; neverPublish?: boolean; indexes?: Record<string, { objects: Record<string, unknown>[]; settings?: Record<string, unknown> }> } = {},
): Promise<FakeAlgolia> {
  const calls: ReceivedCall[] = [];
  const indexes = new Map<string, FakeIndex>();
  for (const [name, seed] of Object.entries(options.indexes ?? {})) {
    indexes.set(name, { objects: new Map(seed.objects.map((o) => [String(o.objectID), o])), settings: seed.settings ?? {} });
  }
  const polled = new Set<number>();
  let nextTask = 1;
  let batches = 0;
  const task = (extra: Record<string, unknown> = {}) => ({ taskID: nextTask++, updatedAt: new Date().toISOString(), ...extra });
  const indexOf = (name: string) => {
    if (!indexes.has(name)) indexes.set(name, { objects: new Map(), settings: {} });
    return indexes.get(name)!;
  };

  const answer = (method: string, route: string, body: Record<string, unknown>): [number, unknown] => {
    let m: RegExpExecArray | null;
    if (method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(route))) {
      batches++;
      if (batches === options.failBatch) return [500, { message: 'Internal error (injected by the test)', status: 500 }];
      const index = indexOf(decodeURIComponent(m[1]!));
      const requests = body.requests as { action: string; body: Record<string, unknown> }[];
      for (const r of requests) index.objects.set(String(r.body.objectID), r.body);
      return [200, task({ objectIDs: requests.map((r) => r.body.objectID) })];
    }
    if (method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/operation$/.exec(route))) {
      const source = decodeURIComponent(m[1]!);
      const destination = String(body.destination);
      const from = indexes.get(source) ?? { objects: new Map(), settings: {} };
      if (body.operation === 'move') {
        indexes.set(destination, from);
        indexes.delete(source);
      } else {
        const to = indexOf(destination);
        // A copy with a scope copies only settings, rules and synonyms, as Algolia's does.
        if ((body.scope as string[] | undefined)?.includes('settings') ?? true) to.settings = { ...from.settings };
        if (!body.scope) to.objects = new Map(from.objects);
      }
      return [200, task()];
    }
    if (method === 'PUT' && (m = /^\/1\/indexes\/([^/]+)\/settings$/.exec(route))) {
      indexOf(decodeURIComponent(m[1]!)).settings = body;
      return [200, task()];
    }
    if (method === 'GET' && (m = /^\/1\/indexes\/[^/]+\/task\/(\d+)$/.exec(route))) {
      const id = Number(m[1]);
      const status = polled.has(id) && !options.neverPublish ? 'published' : 'notPublished';
      polled.add(id);
      return [200, { status, pendingTask: status !== 'published' }];
    }
    if (method === 'DELETE' && (m = /^\/1\/indexes\/([^/]+)$/.exec(route))) {
      indexes.delete(decodeURIComponent(m[1]!));
      return [200, { taskID: nextTask++, deletedAt: new Date().toISOString() }];
    }
    return [404, { message: `no route ${method} ${route}`, status: 404 }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const route = new URL(req.url ?? '/', 'http://x').pathname;
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      calls.push({ method: req.method!, path: route, body, appId: req.headers['x-algolia-application-id'] as string, apiKey: req.headers['x-algolia-api-key'] as string });
      const [status, reply] = answer(req.method!, route, body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    indexes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs the CLI without blocking the event loop (the fake Algolia lives in this process), in CI
 * mode. `killAfterMs` bounds a run that may never end (its code is null then).
 */
export function runDocgen(args: string[], cwd: string, env: Record<string, string | undefined> = {}, killAfterMs?: number): Promise<RunResult> {
  // `undefined` removes a variable: the run must not see a key set in the test's own environment.
  const merged: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NO_COLOR: '1', ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docgen.js'), ...args], { cwd, env: merged });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const kill = killAfterMs === undefined ? undefined : setTimeout(() => child.kill(), killAfterMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(kill);
      resolve({ code, stdout, stderr });
    });
  });
}
