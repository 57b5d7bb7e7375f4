import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVALAP_HOSTS, readDocPage, type CodeBlock, type DocPage } from './evalapDocBlocks.js';
import { EvalapApi } from './evalapOpenApi.js';

/** A doc page to check: where it is (for messages), its route below `docs/` (for the tables below) and its text. */
export interface DocSource {
  file: string;
  route: string;
  text: string;
}

/** Which schema each field table of a page documents, in page order; English and French pages are aligned. */
export type FieldTableSchemas = Record<string, string[]>;
/** JSON blocks that no curl of their page sends, in page order: the schema each shows, whole or in part, or a list of. */
export type JsonBlockSchemas = Record<string, { schema: string; partial?: boolean; list?: boolean }[]>;

export interface DocChecks {
  /** Python blocks that do not parse, shell blocks `bash -n` refuses. */
  syntax: string[];
  /** Requests the samples make that EvalAP's API would not take: route, method, query parameters, JSON body. */
  requests: string[];
  /** `/v1/...` routes named in the prose that the API does not have. */
  prose: string[];
  /** Fields of field tables and JSON blocks that the documented schema does not have. */
  fields: string[];
  counts: { python: number; shell: number; requests: number; prose: number; fieldRows: number; jsonBlocks: number };
}

interface Sample {
  method: string;
  url: string | null;
  json: unknown;
  params: unknown;
  dataFile: string | null;
  jsonError?: string;
  line: number;
}
interface BlockSamples {
  index: number;
  syntaxError: string | null;
  requests: Sample[];
  metrics: string[];
}

const SHELL = new Set(['shell', 'bash', 'sh']);
const samplesScript = fileURLToPath(new URL('evalapSamples.py', import.meta.url));

/**
 * Checks the EvalAP doc pages against EvalAP's API without running EvalAP: every Python block
 * parses, every shell block passes `bash -n`, every request a sample makes (Python `requests` or
 * curl) goes to a route and method the OpenAPI document has, with declared query parameters and a
 * body its schema accepts, every route the prose names exists, and every field a table or JSON
 * block documents is in its schema. Needs python3 (the Python blocks are read with its `ast`).
 */
export function checkDocs(sources: DocSource[], api: EvalapApi, tables: { fields: FieldTableSchemas; json: JsonBlockSchemas }): DocChecks {
  const checks: DocChecks = { syntax: [], requests: [], prose: [], fields: [], counts: { python: 0, shell: 0, requests: 0, prose: 0, fieldRows: 0, jsonBlocks: 0 } };
  const pages = sources.map((source) => ({ source, page: readDocPage(source.text) }));
  const samples = readSamples(pages.map(({ source, page }) => ({ page: source.file, blocks: page.codeBlocks })));
  for (const { source, page } of pages) {
    const at = (line: number) => `${source.file}:${line}`;
    const blockSamples = samples.get(source.file) ?? [];
    const metrics = blockSamples.flatMap((b) => b.metrics);
    const jsonByTitle = new Map(page.codeBlocks.filter((b) => b.lang === 'json' && b.title).map((b) => [b.title!, b]));
    const sentJson = new Set<CodeBlock>();

    page.codeBlocks.forEach((block, index) => {
      if (block.lang === 'python') {
        checks.counts.python++;
        const error = blockSamples.find((b) => b.index === index)?.syntaxError;
        if (error) checks.syntax.push(`${at(block.line)}: Python block does not parse: ${error}`);
      } else if (SHELL.has(block.lang)) {
        checks.counts.shell++;
        const result = spawnSync('bash', ['-n'], { input: block.code, encoding: 'utf8' });
        if (result.status !== 0) checks.syntax.push(`${at(block.line)}: shell block refused by bash -n: ${result.stderr.trim()}`);
      }
    });

    for (const block of blockSamples) {
      const codeBlock = page.codeBlocks[block.index];
      if (!codeBlock) throw new Error(`${source.file}: evalapSamples.py answered for block ${block.index}, which the page does not have`);
      for (const sample of block.requests) {
        const where = at(codeBlock.line + sample.line - 1);
        let body = sample.json;
        let sentFrom = '';
        if (sample.dataFile !== null) {
          const sent = jsonByTitle.get(sample.dataFile);
          if (!sent) {
            checks.requests.push(`${where}: curl sends @${sample.dataFile}, but no JSON block of the page has that title`);
            continue;
          }
          sentJson.add(sent);
          sentFrom = ` (the body is the JSON block at line ${sent.line})`;
          body = parseJson(sent, at, checks.fields);
        }
        if (sample.jsonError) {
          checks.requests.push(`${where}: the body curl sends is not JSON: ${sample.jsonError}`);
          continue;
        }
        const problems = requestProblems(api, { ...sample, json: body }, metrics);
        if (problems === undefined) continue;
        checks.counts.requests++;
        checks.requests.push(...problems.map((p) => `${where}: ${sample.method} ${sample.url}: ${p}${sentFrom}`));
      }
    }

    for (const mention of page.routes) {
      checks.counts.prose++;
      const route = api.route(mention.path);
      const named = `${mention.method ? `${mention.method} ` : ''}${mention.path}`;
      if (!route) checks.prose.push(`${at(mention.line)}: ${named}: no such route in EvalAP's API`);
      else if (mention.method && !route.methods.includes(mention.method)) checks.prose.push(`${at(mention.line)}: ${named}: the route takes ${route.methods.join(', ')}`);
      else {
        const methods = mention.method ? [mention.method] : route.methods;
        const unknown = mention.query.filter((name) => methods.every((m) => api.unknownQuery(m, route.template, [name]).length > 0));
        for (const name of unknown) checks.prose.push(`${at(mention.line)}: ${named}: no query parameter \`${name}\``);
      }
    }

    checkFieldTables(source, page, api, tables.fields[source.route] ?? [], checks);
    const unsent = page.codeBlocks.filter((b) => b.lang === 'json' && !sentJson.has(b));
    const schemas = tables.json[source.route] ?? [];
    unsent.forEach((block, i) => {
      checks.counts.jsonBlocks++;
      const value = parseJson(block, at, checks.fields);
      const target = schemas[i];
      if (!target) {
        checks.fields.push(`${at(block.line)}: JSON block sent by no curl of the page and given no schema in the test's JSON block table`);
        return;
      }
      const values = target.list ? (Array.isArray(value) ? value : [value]) : [value];
      for (const item of values) {
        for (const problem of api.problems(target.schema, item, { partial: target.partial, metrics })) checks.fields.push(`${at(block.line)}: ${target.schema}: ${problem}`);
      }
    });
    if (unsent.length < schemas.length) checks.fields.push(`${source.file}: the test's JSON block table gives ${schemas.length} schemas for ${unsent.length} JSON blocks`);
  }
  return checks;
}

function checkFieldTables(source: DocSource, page: DocPage, api: EvalapApi, schemas: string[], checks: DocChecks): void {
  if (page.fieldTables.length !== schemas.length) {
    checks.fields.push(`${source.file}: ${page.fieldTables.length} field tables, but the test's field table list gives ${schemas.length} schemas (${schemas.join(', ') || 'none'})`);
    return;
  }
  page.fieldTables.forEach((table, i) => {
    const schema = schemas[i] ?? '';
    const { properties, required } = api.fields(schema);
    for (const row of table.rows) {
      checks.counts.fieldRows++;
      for (const name of row.names) {
        const at = `${source.file}:${row.line}`;
        if (!properties.includes(name)) checks.fields.push(`${at}: \`${name}\` is not a field of ${schema}`);
        else if (row.required !== undefined && row.required !== required.includes(name)) {
          checks.fields.push(`${at}: \`${name}\` is ${required.includes(name) ? '' : 'not '}required in ${schema}, the table says otherwise`);
        }
      }
    }
  });
}

/** The problems of one request, or undefined when it goes to another API than EvalAP's (a model provider). */
function requestProblems(api: EvalapApi, sample: Sample, metrics: string[]): string[] | undefined {
  const url = sample.url === null ? null : /^https?:\/\/([^/]+)(\/[^?]*)(?:\?(.*))?$/.exec(sample.url);
  if (!url) return ['cannot tell which URL this request calls'];
  const [, host = '', routePath = '', query] = url;
  if (!EVALAP_HOSTS.has(host)) return undefined;
  const route = api.route(routePath);
  if (!route) return ["no such route in EvalAP's API"];
  if (!route.methods.includes(sample.method)) return [`the route takes ${route.methods.join(', ')}`];
  const names = [...new URLSearchParams(query ?? '').keys()];
  if (isObject(sample.params)) names.push(...Object.keys(sample.params));
  const problems = api.unknownQuery(sample.method, route.template, names).map((name) => `no query parameter \`${name}\``);
  if (sample.json !== null && sample.json !== undefined) {
    const schema = api.bodySchema(sample.method, route.template);
    if (!schema) problems.push('the route takes no JSON body');
    else problems.push(...api.problems(schema, sample.json, { metrics }).map((p) => `${schema}: ${p}`));
  }
  return problems;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !('$unknown' in value);

function parseJson(block: CodeBlock, at: (line: number) => string, problems: string[]): unknown {
  try {
    return JSON.parse(block.code);
  } catch (error) {
    problems.push(`${at(block.line)}: JSON block does not parse: ${(error as Error).message}`);
    return { $unknown: 'unparsable JSON' };
  }
}

/** Runs evalapSamples.py once over all pages' Python and shell blocks. */
function readSamples(pages: { page: string; blocks: CodeBlock[] }[]): Map<string, BlockSamples[]> {
  const input = pages.map(({ page, blocks }) => ({
    page,
    blocks: blocks.map((b, index) => ({ index, lang: b.lang, code: b.code })).filter((b) => b.lang === 'python' || SHELL.has(b.lang)),
  }));
  const result = spawnSync('python3', [samplesScript], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`The EvalAP code-block checks need python3 on the PATH (they parse the Python blocks with its ast module): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${path.basename(samplesScript)} failed:\n${result.stderr}`);
  const samples = new Map<string, BlockSamples[]>();
  for (const entry of JSON.parse(result.stdout) as (BlockSamples & { page: string })[]) {
    samples.set(entry.page, [...(samples.get(entry.page) ?? []), entry]);
  }
  return samples;
}
