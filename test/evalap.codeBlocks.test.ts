import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles, repoRoot } from './helpers/fixture.js';
import { checkDocs, type DocChecks, type DocSource, type FieldTableSchemas, type JsonBlockSchemas } from './helpers/evalapDocChecks.js';
import { EvalapApi } from './helpers/evalapOpenApi.js';

/**
 * EvalAP's OpenAPI document, made from EvalAP's own FastAPI app at the commit the docs describe
 * (582b49d): a copy lives in the repo, since CI checks out this repository only.
 */
const api = new EvalapApi(path.join(repoRoot, 'test/fixtures/evalap-openapi.json'));

/** The schema each field table of a page documents, in page order. */
const FIELD_TABLES: FieldTableSchemas = {
  'user-guides/add-your-dataset': ['DatasetCreate'],
  'user-guides/create-a-simple-experiment': ['ModelCreate', 'ModelRaw', 'ExperimentCreate', 'Experiment'],
  'user-guides/create-experiment-set': ['ExperimentSetCreate', 'GridCV'],
  'user-guides/use-custom-llm-judge-prompt': ['MetricParametrized'],
};

/** The JSON blocks no curl of their page sends, in page order: what each one shows. */
const JSON_BLOCKS: JsonBlockSchemas = {
  'user-guides/create-a-simple-experiment': [{ schema: 'ExperimentCreate', partial: true }],
  'user-guides/create-experiment-set': [{ schema: 'ExperimentCreate', list: true }],
  'user-guides/use-custom-llm-judge-prompt': [{ schema: 'ExperimentCreate', partial: true }],
  'developer-guide/adding-a-new-metric': [{ schema: 'MetricParametrized' }, { schema: 'ExperimentCreate', partial: true }],
};

/** Every doc page and home page of both locales. */
function evalapSources(): DocSource[] {
  const sources: DocSource[] = [];
  for (const locale of ['en', 'fr']) {
    const root = path.join(repoRoot, 'content', locale);
    for (const rel of listFiles(root).filter((f) => /\.mdx?$/.test(f)).sort()) {
      sources.push({ file: `content/${locale}/${rel}`, route: rel.replace(/^docs\//, '').replace(/\.mdx?$/, ''), text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  }
  return sources;
}

describe("the EvalAP docs' code blocks, checked against EvalAP's API without running it", () => {
  let checks: DocChecks;
  beforeAll(() => {
    checks = checkDocs(evalapSources(), api, { fields: FIELD_TABLES, json: JSON_BLOCKS });
  });

  it('parse: every Python block with python3 ast, every shell block with bash -n (both locales)', () => {
    expect(checks.syntax).toEqual([]);
    expect(checks.counts.python).toBeGreaterThanOrEqual(50);
    expect(checks.counts.shell).toBeGreaterThanOrEqual(70);
  });

  it('send their requests to routes and methods the API has, with its query parameters and bodies its schemas accept', () => {
    expect(checks.requests).toEqual([]);
    expect(checks.counts.requests).toBeGreaterThanOrEqual(50);
  });

  it('name in the prose only routes and methods the API has', () => {
    expect(checks.prose).toEqual([]);
    expect(checks.counts.prose).toBeGreaterThanOrEqual(70);
  });

  it('document only request fields the schemas have, with the right "required" column', () => {
    expect(checks.fields).toEqual([]);
    expect(checks.counts.fieldRows).toBeGreaterThanOrEqual(50);
    expect(checks.counts.jsonBlocks).toBeGreaterThanOrEqual(10);
  });
});

describe('the EvalAP code-block checks', () => {
  it('report a wrong route, method, query parameter, body field, metric name, a metric listed twice and a wrong documented field, with file:line', () => {
    const page = [
      'A set is read with `GET /v1/experiment_sets/{id}`, and stopped with `DELETE /v1/stop/experiment_set/{id}`.',
      '',
      '```python',
      'import requests',
      'API_URL = "http://localhost:8000/v1"',
      'experiment = {"name": "x", "dataset": "d", "metrics": ["judge_notatr", "output_length", {"name": "output_length"}],',
      '              "model": {"aliased_name": "mine", "output": ["a"], "execution_times": [1]}}',
      'requests.post(f"{API_URL}/experiment", json=experiment)',
      'requests.get(f"{API_URL}/experiments", params={"orphans": "false"})',
      '```',
      '',
      '```shell',
      `curl -X PUT http://localhost:8000/v1/dataset/3 -d '{"readme": "new"}'`,
      '```',
      '',
      '```python',
      'def broken(:',
      '```',
      '',
      '| Field | Required | Description |',
      '| --- | --- | --- |',
      '| `name` | no | The name. |',
      '| `colour` | no | Not a field. |',
    ].join('\n');
    const checks = checkDocs([{ file: 'page.md', route: 'user-guides/add-your-dataset', text: page }], api, { fields: FIELD_TABLES, json: {} });
    expect(checks.prose).toEqual([
      "page.md:1: GET /v1/experiment_sets/{id}: no such route in EvalAP's API",
      'page.md:1: DELETE /v1/stop/experiment_set/{id}: the route takes POST',
    ]);
    expect(checks.requests).toEqual([
      'page.md:8: POST http://localhost:8000/v1/experiment: ExperimentCreate: metrics[0]: "judge_notatr" is not one of the allowed values',
      'page.md:8: POST http://localhost:8000/v1/experiment: ExperimentCreate: model: no field `execution_times` in the schema',
      'page.md:8: POST http://localhost:8000/v1/experiment: ExperimentCreate: metrics: `output_length` is listed more than once; the runner scores one entry per metric name and the experiment never finishes',
      'page.md:9: GET http://localhost:8000/v1/experiments: no query parameter `orphans`',
      'page.md:13: PUT http://localhost:8000/v1/dataset/3: the route takes GET, PATCH, DELETE',
    ]);
    expect(checks.syntax).toEqual(['page.md:17: Python block does not parse: line 1: invalid syntax']);
    expect(checks.fields).toEqual(['page.md:22: `name` is required in DatasetCreate, the table says otherwise', 'page.md:23: `colour` is not a field of DatasetCreate']);
  });
});
