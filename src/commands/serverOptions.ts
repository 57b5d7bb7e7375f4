import { InvalidArgumentError, type Command } from 'commander';

export interface ServerOptions {
  config?: string;
  port: number;
  host: string;
  debug?: boolean;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535 (0: any free port)');
  return port;
}

/** The options `docgen serve` and `docgen dev` share. */
export function addServerOptions(command: Command): Command {
  return command
    .option('-c, --config <file>', 'the site config')
    .option('-p, --port <port>', 'the port to listen on; the next free one is taken if it is busy', parsePort, 3000)
    .option('--host <host>', 'the address to listen on', '127.0.0.1')
    .option('--debug', 'print stack traces of errors');
}

/** The signals that stop a server: Ctrl+C, `kill`, and the terminal closing (SIGHUP), each with its cleanup (`docgen serve`'s temp folder). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Resolves on Ctrl+C (SIGINT), SIGTERM or SIGHUP, listened for from the moment it is called: the first
 * thing a server command does. Until a listener is added, Node leaves a signal to the system, which
 * ends the process at once, without an exit code: a script that stops the server as soon as it
 * prints its address could do that. Whatever the cleanup does, the process exits 0 within a second
 * of the signal; one that comes while the server starts stops it once started.
 */
export function listenForStop(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      for (const signal of STOP_SIGNALS) process.off(signal, stop);
      setTimeout(() => process.exit(0), 500).unref();
      resolve();
    };
    for (const signal of STOP_SIGNALS) process.on(signal, stop);
  });
}
