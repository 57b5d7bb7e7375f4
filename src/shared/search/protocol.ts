/**
 * The Algolia search API calls the local tiers answer, by path: `POST /1/indexes/*\/queries`
 * (multi-query, what DocSearch sends) and `POST /1/indexes/{name}/query`. Returns the status and
 * JSON body to send; a bad call is a 4xx with `{ message, status }` as Algolia answers it.
 * Browser-safe: the browser requester and the `docgen serve` middleware both call it.
 */
import { answerQueries, answerQuery, type IndexSource } from './answer.js';
import { checkNesting, parseSearchRequest, SearchRequestError } from './params.js';

export interface SearchCall {
  method: string;
  /** The path after the endpoint's base, e.g. `/1/indexes/*\/queries`. */
  path: string;
  body: string;
}

export interface SearchReply {
  status: number;
  body: unknown;
}

const QUERIES = /^\/1\/indexes\/\*\/queries\/?$/;
const QUERY = /^\/1\/indexes\/([^/]+)\/query\/?$/;

const fail = (status: number, message: string): SearchReply => ({ status, body: { message, status } });

/**
 * Answers one call; errors other than bad requests (an index file that cannot be read) are
 * thrown. `pause` is awaited between the requests of a multi-query call (see answerQueries).
 */
export async function handleSearchCall(source: IndexSource, call: SearchCall, pause?: () => Promise<void>): Promise<SearchReply> {
  const single = QUERY.exec(call.path);
  if (!QUERIES.test(call.path) && !single) return fail(404, `Not found: ${call.path}`);
  if (call.method !== 'POST') return fail(405, `${call.method} is not allowed here: use POST`);
  let body: unknown;
  try {
    body = JSON.parse(call.body || '{}');
  } catch {
    return fail(400, 'the body is not valid JSON');
  }
  try {
    checkNesting(body, 'the body');
    if (!single) return { status: 200, body: await answerQueries(source, body, pause) };
    let indexName: string;
    try {
      indexName = decodeURIComponent(single[1]!);
    } catch {
      return fail(400, 'the index name is not valid percent-encoding');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'the body must be a JSON object');
    return { status: 200, body: await answerQuery(source, parseSearchRequest({ ...body, indexName })) };
  } catch (error) {
    if (error instanceof SearchRequestError) return fail(error.status, error.message);
    throw error;
  }
}
