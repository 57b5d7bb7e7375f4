import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { WRITE_KEY_VARIABLES } from '../config/searchKey.js';
import { UserError, type Problem } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import { hostsFor } from '../shared/search/hosts.js';
import { INDEX_SETTINGS } from '../shared/search/settings.js';
import type { SearchRecord } from '../shared/search/types.js';
import { manifestFile } from './output.js';
import { openLocaleIndex } from './indexFiles.js';
import { readAllRecords } from '../shared/search/indexReader.js';
import { searchIndexName } from './settings.js';
import { boundPush, PushTimedOut, PUSH_TIMEOUT_SECONDS } from './pushDeadline.js';

/** Records per batch request: Algolia's recommended default. */
export const BATCH_SIZE = 1000;

export interface PushOptions {
  config: SiteConfig;
  /** The built site holding `search-index/records.<locale>.json`. */
  dir: string;
  dryRun: boolean;
  /** A self-hosted Algolia-compatible endpoint instead of Algolia's hosts. */
  host?: string;
  batchSize?: number;
  /** The push gives up after this many seconds (PUSH_TIMEOUT_SECONDS by default). */
  timeoutSeconds?: number;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface PushResult {
  indexName: string;
  perLocale: { locale: string; records: number; bytes: number }[];
  pushed: boolean;
}

/** The records of every locale, read back from the built local index (which stores them). */
async function readRecords(config: SiteConfig, dir: string): Promise<{ locale: string; records: SearchRecord[]; bytes: number }[]> {
  const locales = [];
  for (const locale of config.locales) {
    const index = openLocaleIndex(dir, locale);
    if (!index) {
      const file = path.join(dir, manifestFile(locale));
      throw new UserError({ message: `no search records for "${locale}": ${path.relative(process.cwd(), file) || file} does not exist`, hint: 'run `docgen build` first (or pass --dir with the build folder)' });
    }
    let records: SearchRecord[];
    try {
      records = await readAllRecords(index);
    } catch (error) {
      throw new UserError({ message: `the search index of "${locale}" in ${path.relative(process.cwd(), dir) || '.'} cannot be read: ${(error as Error).message}`, hint: 'run `docgen build` again' }, { cause: error });
    }
    locales.push({ locale, records, bytes: Buffer.byteLength(JSON.stringify(records)) });
  }
  return locales;
}

/** The app id (from the config, placeholders read) and the write key (from the environment), or what is missing. */
function credentials(config: SiteConfig, env: NodeJS.ProcessEnv): { appId: string; apiKey: string } {
  const problems: Problem[] = [];
  const appId = config.searchCredentials.appId;
  if (!appId) {
    const placeholder = /^\{(\w+)\}$/.exec(config.search.appId ?? '')?.[1];
    problems.push(
      placeholder
        ? { message: `the Algolia app id is missing: search.appId reads it from the environment variable ${placeholder}, which is not set`, file: config.configFile, hint: `set ${placeholder}=<your app id> in the environment` }
        : { message: 'the Algolia app id is missing: search.appId is not set', file: config.configFile, hint: "add search: { appId: '{ALGOLIA_APP_ID}' } to the config and set ALGOLIA_APP_ID in the environment" },
    );
  }
  const apiKey = WRITE_KEY_VARIABLES.map((name) => env[name]).find(Boolean);
  if (!apiKey) {
    problems.push({
      message: `the Algolia write key is missing: set ${WRITE_KEY_VARIABLES.join(' or ')} in the environment`,
      hint: 'use a key with the addObject, deleteIndex and editSettings rights; docgen reads it only from the environment, never from a file',
    });
  }
  if (problems.length) throw new UserError(problems);
  return { appId: appId!, apiKey: apiKey! };
}

/** What went wrong, in words: algoliasearch's RetryError says "unreachable hosts" even when a host answered 500. */
function describeFailure(error: unknown): string {
  const trace = (error as { stackTrace?: { response?: { status: number; content: string; isTimedOut: boolean } }[] }).stackTrace;
  const last = Array.isArray(trace) ? trace[trace.length - 1]?.response : undefined;
  if (!last) return (error as Error)?.message ?? String(error);
  if (last.isTimedOut) return 'the host did not answer in time';
  if (!last.status) return 'no host could be reached';
  let message = '';
  try {
    message = String((JSON.parse(last.content) as { message?: unknown }).message ?? '');
  } catch {
    message = last.content.slice(0, 200);
  }
  return `the host answered HTTP ${last.status}${message ? ` (${message})` : ''}`;
}

/** An error from the client, with the key taken out of anything it carries (its retry trace holds the request headers). */
function redacted(error: unknown, secret: string): Error {
  const scrub = (text: string) => text.split(secret).join('***');
  const clean = new Error(scrub(describeFailure(error)));
  clean.name = (error as Error)?.name ?? 'Error';
  clean.stack = scrub((error as Error)?.stack ?? clean.message);
  return clean;
}

/** What a push stopped by its timeout did, and left: the live index is replaced only by the final move. */
function timedOut(at: { indexName: string; target: string; timeout: number; replaced: boolean; moveSent: boolean; sent: number; total: number }): UserError {
  const waited = `${at.target} did not finish within ${at.timeout} s`;
  const message = at.replaced
    ? `the records of index "${at.indexName}" were replaced, but ${waited} setting its settings`
    : at.moveSent
      ? `the new records were all published and moved over the live index "${at.indexName}", but ${waited} confirming the move: it may still apply it`
      : `${waited}: its tasks were not published (${at.sent}/${at.total} records sent). The live index "${at.indexName}" was left as it was, and the temporary one deleted`;
  return new UserError({ message, hint: 'the host may be busy or stuck: check its status, then run `docgen index` again (--timeout <seconds> waits longer)' });
}

/**
 * `docgen index`: replaces every record of the index with the built records of all locales
 * (`replaceAllObjects`: a temporary index, batches, then an atomic move, so a failed push leaves
 * the live index as it was), then sets the index settings, all within `timeoutSeconds`. `dryRun`
 * only reports what it would push.
 */
export async function pushRecords(options: PushOptions): Promise<PushResult> {
  const { config, logger } = options;
  const env = options.env ?? process.env;
  const indexName = searchIndexName(config);
  const locales = await readRecords(config, options.dir);
  const perLocale = locales.map((l) => ({ locale: l.locale, records: l.records.length, bytes: l.bytes }));
  const target = options.host ?? 'Algolia';
  if (options.dryRun) return { indexName, perLocale, pushed: false };

  const { appId, apiKey } = credentials(config, env);
  let hosts;
  try {
    hosts = options.host ? hostsFor(options.host, 'readWrite') : undefined;
  } catch (error) {
    throw new UserError({ message: `--host: ${(error as Error).message}`, hint: 'pass the endpoint as http://host:port/path' });
  }
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(appId, apiKey, hosts ? { hosts } : {});
  const timeout = options.timeoutSeconds ?? PUSH_TIMEOUT_SECONDS;
  const bounded = boundPush(client, { seconds: timeout, target, logger });
  const objects = locales.flatMap((l) => l.records) as unknown as Record<string, unknown>[];

  // Progress: replaceAllObjects sends its batches through the client's own `batch`.
  let sent = 0;
  const batch = client.batch.bind(client);
  client.batch = async (...args: Parameters<typeof client.batch>) => {
    const response = await batch(...args);
    sent += args[0].batchWriteParams.requests.length;
    logger.progress(`pushing records to ${target}: ${sent}/${objects.length}`);
    return response;
  };
  let replaced = false;
  try {
    logger.info(`pushing ${objects.length} records to "${indexName}" on ${target}`);
    await client.replaceAllObjects({ indexName, objects, batchSize: options.batchSize ?? BATCH_SIZE });
    replaced = true;
    logger.progress('setting the index settings');
    const { taskID } = await client.setSettings({ indexName, indexSettings: { ...INDEX_SETTINGS } as never });
    await client.waitForTask({ indexName, taskID });
  } catch (error) {
    if (error instanceof PushTimedOut) throw timedOut({ indexName, target, timeout, replaced, moveSent: bounded.moveSent(), sent, total: objects.length });
    const clean = redacted(error, apiKey);
    const message = replaced
      ? `the records of index "${indexName}" were replaced, but setting its settings on ${target} failed: ${clean.message}`
      : `pushing the records to ${target} failed (${sent}/${objects.length} records sent): ${clean.message}. The live index "${indexName}" was left as it was`;
    throw new UserError({ message, hint: 'check the app id, the key and the network, then run `docgen index` again' }, { cause: clean });
  }
  return { indexName, perLocale, pushed: true };
}
