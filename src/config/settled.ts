/**
 * A config module may await (a fetch, a file read, `export default await ...`): one that never
 * settles left docgen with nothing to do, and Node exited 0 without a word, no site built. Its
 * evaluation is bounded here.
 */
import { UserError, type Problem } from '../util/errors.js';

const DEFAULT_SECONDS = 30;

/**
 * A config that did not settle. What it still waits on (a timer, a socket) may keep the process
 * alive: a command that fails with this one exits rather than wait with it (see runCommand).
 */
export class UnsettledConfig extends UserError {}

/** How long a config may take to evaluate: DOCGEN_CONFIG_TIMEOUT seconds, else 30. */
export function configTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DOCGEN_CONFIG_TIMEOUT;
  if (value === undefined || value === '') return DEFAULT_SECONDS * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UserError({ message: `DOCGEN_CONFIG_TIMEOUT=${value}: expected a number of seconds above 0`, hint: `unset it for the default (${DEFAULT_SECONDS} s), or give the seconds the config may take to load` });
  }
  return seconds * 1000;
}

/**
 * Configs (by their compiled code) found never to settle in this process are not waited for
 * again. docgen build evaluates the config twice (its up-to-date check, then the build: two
 * bundles of docgen, hence a global), and docgen dev on every save while a config change is
 * unresolved: each would wait the whole bound again. A change to the config (or to a file it
 * imports) is new code, evaluated anew.
 */
const KNOWN = Symbol.for('docgen.unsettledConfigs');
const known = (): Map<string, Problem> => ((globalThis as Record<symbol, Map<string, Problem>>)[KNOWN] ??= new Map());

/**
 * `evaluate()`'s result, or a user error at `file` when it does not settle within the timeout, or
 * when the process has nothing left to do while it waits ('beforeExit': nothing can settle it any
 * more). The timer does not keep the process alive: a promise nothing will resolve is told at
 * once, and one that waits on something live (a socket, a timer) after the timeout.
 */
export function settledConfig<T>(file: string, code: string, evaluate: () => Promise<T>): Promise<T> {
  const seen = known().get(code);
  if (seen) return Promise.reject(new UnsettledConfig(seen));
  const ms = configTimeoutMs();
  return new Promise<T>((resolve, reject) => {
    const fail = (problem: Problem) => {
      done();
      known().set(code, problem);
      reject(new UnsettledConfig(problem));
    };
    const timer = setTimeout(
      () =>
        fail({
          message: `the config file did not settle within ${ms / 1000} s: its default export, or a promise it awaits, is still pending`,
          file,
          hint: 'find what it waits for (a request, a promise that is never resolved); if it needs longer, set DOCGEN_CONFIG_TIMEOUT to the seconds it may take',
        }),
      ms,
    );
    timer.unref();
    const drained = () =>
      fail({
        message: 'the config file never settles: it awaits a promise that nothing is left to resolve or reject (docgen had nothing else to do)',
        file,
        hint: 'every promise the config awaits must resolve or reject: look for a `new Promise` whose resolve is never called',
      });
    process.once('beforeExit', drained);
    const done = () => {
      clearTimeout(timer);
      process.off('beforeExit', drained);
    };
    Promise.resolve()
      .then(evaluate)
      .then(
        (value) => {
          done();
          resolve(value);
        },
        (error: unknown) => {
          done();
          reject(error);
        },
      );
  });
}
