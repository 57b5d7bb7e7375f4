/**
 * `docgen index` waits on the host: after each write it polls the task until the host says
 * `published`, and algoliasearch polls a task up to 800 times with no bound in time. Against a
 * host whose tasks stay `notPublished` it polled for minutes, printing nothing. This bounds the
 * whole push and says what it waits for.
 */
import type { Algoliasearch } from 'algoliasearch';
import { isInteractive, type Logger } from '../util/log.js';

/** `docgen index --timeout`'s default, in seconds. */
export const PUSH_TIMEOUT_SECONDS = 300;
/** Off a terminal (CI), a line while waiting this often; a terminal's status line is redrawn at each poll. */
const WAITING_LINE_MS = 5000;

/** The push took longer than its bound: no more writes or polls are made. */
export class PushTimedOut extends Error {}

/**
 * Wraps `client`'s writes and polls so that none starts after `seconds` have passed (each throws
 * PushTimedOut instead), waits between polls no longer than the time left, and tells the logger
 * while a task is pending. Returns what the push did before it stopped.
 */
export function boundPush(client: Algoliasearch, options: { seconds: number; target: string; logger: Logger }): { moveSent(): boolean } {
  const { seconds, target, logger } = options;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const check = () => {
    if (Date.now() >= deadline) throw new PushTimedOut(`${target} did not finish within ${seconds} s`);
  };

  let lastLine = 0;
  const waiting = (taskID: number) => {
    const line = `waiting for ${target} to publish task ${taskID}: ${Math.round((Date.now() - started) / 1000)} s of ${seconds} s`;
    if (isInteractive()) return logger.progress(line);
    if (Date.now() - lastLine < WAITING_LINE_MS) return;
    lastLine = Date.now();
    logger.info(line);
  };

  const getTask = client.getTask.bind(client);
  client.getTask = async (...args: Parameters<typeof getTask>) => {
    check();
    const task = await getTask(...args);
    if (task.status !== 'published') waiting(args[0].taskID);
    return task;
  };
  // algoliasearch's own pause between polls (200 ms more each time, at most 5 s), never past the deadline.
  const waitForTask = client.waitForTask.bind(client);
  client.waitForTask = (...[task, requestOptions]: Parameters<typeof waitForTask>) =>
    waitForTask({ ...task, timeout: (polls) => Math.max(0, Math.min(polls * 200, 5000, deadline - Date.now())) }, requestOptions);

  const batch = client.batch.bind(client);
  client.batch = (...args: Parameters<typeof batch>) => {
    check();
    return batch(...args);
  };
  // replaceAllObjects moves the temporary index over the live one only once every batch was
  // published; the check makes sure a push past its time never moves anything, whatever the order.
  let moved = false;
  const operationIndex = client.operationIndex.bind(client);
  client.operationIndex = (...args: Parameters<typeof operationIndex>) => {
    check();
    if (args[0].operationIndexParams.operation === 'move') moved = true;
    return operationIndex(...args);
  };
  const setSettings = client.setSettings.bind(client);
  client.setSettings = (...args: Parameters<typeof setSettings>) => {
    check();
    return setSettings(...args);
  };
  return { moveSent: () => moved };
}
