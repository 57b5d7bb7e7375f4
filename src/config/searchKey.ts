/**
 * The search key (`search.apiKey`) is written into the site data of every page: the browser
 * queries Algolia with it. A write key there would let any reader change or delete the index, so
 * a config whose search key is one is refused before anything is built or served.
 */
import { UserError } from '../util/errors.js';
import { readPlaceholder } from './resolve.js';

/** Where the write key may come from: the environment only, never a file (`docgen index` reads it there). */
export const WRITE_KEY_VARIABLES = ['ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_WRITE_API_KEY'] as const;

const PLACEHOLDER = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/**
 * How `apiKey` (search.apiKey as written) makes the search key a write key: it reads a write-key
 * variable, or its value is that of one; undefined when it does not. Never the key itself.
 */
export function writeKeyAsSearchKey(apiKey: unknown, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (typeof apiKey !== 'string') return undefined;
  const variable = PLACEHOLDER.exec(apiKey)?.[1];
  if (WRITE_KEY_VARIABLES.some((name) => name === variable)) return `search.apiKey reads ${variable}, the write key`;
  const value = readPlaceholder(apiKey, env);
  const same = value && WRITE_KEY_VARIABLES.find((name) => env[name] === value);
  if (!same) return undefined;
  return `search.apiKey ${variable ? `reads ${variable}, which holds` : 'is'} the same key as ${same}, the write key`;
}

/** Throws a user error at search.apiKey's line when the search key is a write key (see writeKeyAsSearchKey). */
export async function refuseWriteKeyAsSearchKey(apiKey: unknown, configFile: string, source: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const how = writeKeyAsSearchKey(apiKey, env);
  if (!how) return;
  // Loaded only here: validate.ts brings in zod, which a build of a config validated before skips.
  const { lineOfPath } = await import('./validate.js');
  throw new UserError({
    message: `${how}: the search key is published in every page of the site (the browser searches with it), and a write key there lets anyone change or delete the index`,
    file: configFile,
    line: lineOfPath(source, ['search', 'apiKey']),
    hint: "give search.apiKey a search-only key ('{ALGOLIA_SEARCH_API_KEY}', with the Search-Only API Key of Algolia's dashboard in that variable); keep the write key in ALGOLIA_ADMIN_API_KEY or ALGOLIA_WRITE_API_KEY, for docgen index alone",
  });
}
