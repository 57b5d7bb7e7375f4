import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { Page, repoRoot } from './fixture.js';

/** Polls `check` until it returns a value (not undefined/false), or fails after `timeout` ms. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeout = 30_000): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A running `docgen serve` or `docgen dev`, started as a user would, in CI mode. */
export interface RunningServer {
  process: ChildProcess;
  /** `http://127.0.0.1:PORT`, read from what the command printed. */
  origin: string;
  port: number;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Waits until the output (after `from` characters) matches. */
  waitForOutput(pattern: RegExp, from?: number): Promise<RegExpMatchArray>;
  /** Sends a signal and waits for the exit code (or, killed by a signal, its name). */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

/** `docgen <args>` started as a user would, in CI mode: what it printed so far (stdout and stderr), and how it ended (undefined while it runs). */
function spawnDocgen(args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docgen.js'), ...args], {
    cwd,
    env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let exit: number | NodeJS.Signals | null | undefined;
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.on('exit', (code, signal) => (exit = code ?? signal));
  /** Waits for the exit code (or, killed by a signal, its name). */
  const exited = () => waitFor(`docgen ${args.join(' ')} to exit`, () => (exit !== undefined ? { code: exit } : undefined), 15_000).then((r) => r.code);
  return { child, output: () => text, exit: () => exit, exited };
}

export async function startServer(args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const { child, output, exit, exited } = spawnDocgen(args, cwd, env);
  const waitForOutput = (pattern: RegExp, from = 0) =>
    waitFor(`${pattern} in the output of docgen ${args.join(' ')}:\n${output()}`, () => (exit() !== undefined ? Promise.reject(new Error(`docgen exited (${exit()}):\n${output()}`)) : output().slice(from).match(pattern) ?? undefined), 60_000);
  const match = await waitForOutput(/http:\/\/127\.0\.0\.1:(\d+)\//);
  const port = Number(match[1]);
  return {
    process: child,
    origin: `http://127.0.0.1:${port}`,
    port,
    output,
    waitForOutput,
    async stop(signal = 'SIGINT') {
      if (exit() === undefined) child.kill(signal);
      return exited();
    },
  };
}

/**
 * Statements that hold whatever runs them (a site config, or a template as it renders) when docgen
 * runs with DOCGEN_TEST_HOLD set to a path: they create `<path>.held`, then wait until `<path>.go`
 * exists (see signalWhileHeld).
 */
export const HOLD = `const hold = globalThis.process?.env.DOCGEN_TEST_HOLD;
if (hold) {
  const fs = process.getBuiltinModule('node:fs');
  fs.writeFileSync(hold + '.held', '');
  while (!fs.existsSync(hold + '.go')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
}
`;

/**
 * Runs `docgen <args>` in a site where HOLD holds it, sends it `signal` while it is held, lets it
 * go on, and waits for its end: its exit code (or, killed by the signal, the signal's name), all it
 * printed, and its process id.
 */
export async function signalWhileHeld(args: string[], cwd: string, signal: NodeJS.Signals): Promise<{ exit: number | NodeJS.Signals | null; output: string; pid: number }> {
  const hold = path.join(cwd, 'hold');
  const { child, output, exit, exited } = spawnDocgen(args, cwd, { DOCGEN_TEST_HOLD: hold });
  await waitFor(`docgen ${args.join(' ')} to be held`, () => fs.existsSync(`${hold}.held`) || exit() !== undefined);
  child.kill(signal);
  fs.writeFileSync(`${hold}.go`, '');
  return { exit: await exited(), output: output(), pid: child.pid! };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One HTTP request with the path sent exactly as given (no URL normalisation, unlike fetch). */
export function request(origin: string, pathAsSent: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: pathAsSent, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Bytes written straight to the socket: for requests an HTTP client refuses to send. Returns the status line. */
export function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(answer.split('\r\n')[0] ?? '') : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

/** A server-sent events client: collects the JSON messages of a stream. */
export interface EventClient {
  messages: { type: string; [key: string]: unknown }[];
  /** Waits for a message (received after index `from`) that matches. */
  next(match: (m: EventClient['messages'][number]) => boolean, from?: number, timeout?: number): Promise<EventClient['messages'][number]>;
  close(): void;
}

export function connectEvents(url: string): Promise<EventClient> {
  return new Promise((resolve, reject) => {
    const messages: EventClient['messages'] = [];
    const req = http.get(url, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
          if (data) messages.push(JSON.parse(data));
        }
      });
      res.on('error', () => {});
      resolve({
        messages,
        next: (match, from = 0, timeout = 30_000) => waitFor('an event', () => messages.slice(from).find(match), timeout),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/**
 * What a test of `docgen dev` does with a running server and its event stream: reads a page
 * (parsed), and makes a change, then waits for the event of that `type` it brings.
 */
export function devSession(server: RunningServer, events: EventClient) {
  return {
    page: async (route: string) => new Page((await request(server.origin, route)).text),
    after: (change: () => void, type: string) => {
      const from = events.messages.length;
      change();
      return events.next((m) => m.type === type, from);
    },
  };
}
