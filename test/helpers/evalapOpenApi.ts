import fs from 'node:fs';
import { z } from 'zod';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { $ref?: string } }> };
}
type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

/** A value the docs' samples only know when they run: `{"$unknown": "<source>"}` (see evalapSamples.py). */
export function isUnknown(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && '$unknown' in value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isUnknown(value);

/**
 * EvalAP's OpenAPI document (made from its FastAPI app), read to check what the docs send: which
 * routes and methods exist, their query parameters, and request bodies validated against the
 * document's schemas with zod's JSON Schema reader.
 */
export class EvalapApi {
  private readonly paths: Record<string, Record<string, Operation>>;
  private readonly schemas: Record<string, Schema>;
  private readonly validators = new Map<string, z.ZodType>();

  constructor(file: string) {
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    this.paths = doc.paths;
    // zod resolves references inside the schema it reads: the components become its $defs.
    this.schemas = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
    // A model without `extra="forbid"` (MetricParametrized) drops unknown fields without a word: a
    // page that sends one misleads as much as a refused field, so every declared object is closed.
    for (const schema of Object.values(this.schemas)) {
      if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
    }
  }

  /** The route template a concrete path matches (`/v1/experiment/17` -> `/v1/experiment/{id}`), and its methods. */
  route(routePath: string): { template: string; methods: string[] } | undefined {
    const segments = routePath.replace(/\/$/, '').split('/');
    for (const [template, operations] of Object.entries(this.paths)) {
      const parts = template.split('/');
      if (parts.length !== segments.length) continue;
      if (parts.every((part, i) => part === segments[i] || (/^\{.+\}$/.test(part) && segments[i] !== ''))) {
        return { template, methods: Object.keys(operations).map((m) => m.toUpperCase()) };
      }
    }
    return undefined;
  }

  /** The query parameters among `names` that the operation does not declare. */
  unknownQuery(method: string, template: string, names: string[]): string[] {
    const declared = new Set((this.operation(method, template).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    return names.filter((name) => !declared.has(name));
  }

  /** The name of the schema of the operation's JSON body, if it takes one. */
  bodySchema(method: string, template: string): string | undefined {
    const ref = this.operation(method, template).requestBody?.content['application/json']?.schema?.$ref;
    return ref?.split('/').pop();
  }

  /** The schema's property names and required ones. */
  fields(schema: string): { properties: string[]; required: string[] } {
    const s = this.schemas[schema] as { properties?: object; required?: string[] } | undefined;
    if (!s) throw new Error(`no schema ${schema} in EvalAP's OpenAPI document`);
    return { properties: Object.keys(s.properties ?? {}), required: s.required ?? [] };
  }

  /**
   * What is wrong with `value` as a `schema`, one line per problem. `partial` leaves out the
   * schema's required fields (a page showing part of a body); `metrics` are metric names the page
   * registers itself, valid besides EvalAP's own. Unknown values are accepted wherever they stand.
   * A set's `cv` is also expanded as EvalAP does (common_params merged with each grid combination),
   * and each experiment it makes is checked as an ExperimentCreate; an experiment may name each
   * metric once.
   */
  problems(schema: string, value: unknown, options: { partial?: boolean; metrics?: string[] } = {}): string[] {
    const result = this.validator(schema, options).safeParse(value);
    const problems = result.success ? [] : realIssues(result.error.issues, value, []).map((issue) => describe(issue, value));
    if (schema === 'ExperimentCreate' && isPlainObject(value)) problems.push(...repeatedMetrics(value.metrics));
    const cv = isPlainObject(value) ? value.cv : undefined;
    if (isPlainObject(cv) && isPlainObject(cv.common_params)) {
      expandGrid(cv.common_params, cv.grid_params).forEach((experiment, i) => {
        for (const problem of this.problems('ExperimentCreate', { name: 'generated', ...experiment }, { metrics: options.metrics })) {
          problems.push(`experiment ${i} of the cv grid: ${problem}`);
        }
      });
    }
    return problems;
  }

  private operation(method: string, template: string): Operation {
    const operation = this.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`no ${method} ${template} in EvalAP's OpenAPI document`);
    return operation;
  }

  private validator(schema: string, { partial = false, metrics = [] }: { partial?: boolean; metrics?: string[] }): z.ZodType {
    const key = JSON.stringify([schema, partial, metrics]);
    let validator = this.validators.get(key);
    if (!validator) {
      const $defs = structuredClone(this.schemas);
      const metricEnum = $defs.MetricEnum as { enum: string[] };
      metricEnum.enum = [...metricEnum.enum, ...metrics];
      const root = partial ? { ...$defs[schema], required: [], $defs } : { $ref: `#/$defs/${schema}`, $defs };
      validator = z.fromJSONSchema(root as z.core.JSONSchema.JSONSchema);
      this.validators.set(key, validator);
    }
    return validator;
  }
}

/**
 * EvalAP's runner finds a metric's results by name and takes the first: an experiment that lists a
 * name twice (two judge_adhoc prompts, or a plain and a parametrized copy) never finishes.
 */
function repeatedMetrics(metrics: unknown): string[] {
  if (!Array.isArray(metrics)) return [];
  const names = metrics.map((m) => (typeof m === 'string' ? m : isPlainObject(m) && typeof m.name === 'string' ? m.name : undefined));
  const repeated = [...new Set(names.filter((name, i) => name !== undefined && names.indexOf(name) !== i))];
  return repeated.map((name) => `metrics: \`${name}\` is listed more than once; the runner scores one entry per metric name and the experiment never finishes`);
}

/** The experiments a `cv` makes: one per combination of the grid lists, dicts merged at their first level. */
function expandGrid(common: Record<string, unknown>, grid: unknown): Record<string, unknown>[] {
  let combinations: Record<string, unknown>[] = [{}];
  if (isPlainObject(grid)) {
    for (const [key, choices] of Object.entries(grid)) {
      const options = Array.isArray(choices) ? choices : [choices];
      combinations = combinations.flatMap((combination) => options.map((choice) => ({ ...combination, [key]: choice })));
    }
  }
  return combinations.map((combination) => {
    const experiment = { ...common };
    for (const [key, choice] of Object.entries(combination)) {
      const base = experiment[key];
      experiment[key] = isPlainObject(base) && isPlainObject(choice) ? { ...base, ...choice } : choice;
    }
    return experiment;
  });
}

/** True when the value at `at`, or one that holds it, is only known at run time. */
function underUnknown(value: unknown, at: PathKey[]): boolean {
  let current = value;
  for (const key of [undefined, ...at]) {
    if (key !== undefined) current = (current as Record<PropertyKey, unknown> | undefined)?.[key];
    if (isUnknown(current)) return true;
    if (current === undefined || current === null) return false;
  }
  return false;
}

/**
 * The issues that do not come from an unknown value, paths made absolute. A union is satisfied when
 * one of its branches has no such issue; otherwise it stands for its branch with the fewest.
 */
function realIssues(issues: readonly Issue[], value: unknown, base: PathKey[]): Issue[] {
  const real: Issue[] = [];
  for (const issue of issues) {
    const at = [...base, ...issue.path];
    if (underUnknown(value, at)) continue;
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors.map((branch) => realIssues(branch, value, at));
      const best = branches.reduce((a, b) => (b.length < a.length ? b : a));
      real.push(...best);
      continue;
    }
    real.push({ ...issue, path: at } as Issue);
  }
  return real;
}

function describe(issue: Issue, value: unknown): string {
  const where = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '') || 'the body';
  if (issue.code === 'unrecognized_keys') return `${where}: no field ${issue.keys.map((k) => `\`${k}\``).join(', ')} in the schema`;
  const actual = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown>)?.[key], value);
  if (issue.code === 'invalid_value') return `${where}: ${JSON.stringify(actual)} is not one of the allowed values`;
  if (issue.code === 'invalid_type' && actual === undefined) return `${where}: required, missing`;
  return `${where}: ${issue.message}`;
}
