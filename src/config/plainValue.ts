import { UserError } from '../util/errors.js';

/**
 * The config's value with every getter read once, into plain objects and arrays (functions, such
 * as plugins, and class instances kept as they are): a getter that throws is a user error naming
 * its field, rather than an error from whichever part of docgen reads it first.
 */
export async function plainConfigValue(value: unknown, file: string, source: string): Promise<unknown> {
  const seen = new Map<object, unknown>();
  const copy = (item: unknown, at: PropertyKey[]): unknown => {
    if (item === null || typeof item !== 'object') return item;
    if (seen.has(item)) return seen.get(item);
    const isArray = Array.isArray(item);
    if (!isArray && Object.getPrototypeOf(item) !== Object.prototype && Object.getPrototypeOf(item) !== null) return item;
    const out: Record<PropertyKey, unknown> | unknown[] = isArray ? [] : {};
    seen.set(item, out);
    for (const key of Object.keys(item)) {
      let field: unknown;
      try {
        field = (item as Record<string, unknown>)[key];
      } catch (error) {
        throw new Thrown([...at, isArray ? Number(key) : key], error);
      }
      (out as Record<string, unknown>)[key] = copy(field, [...at, isArray ? Number(key) : key]);
    }
    return out;
  };
  try {
    return copy(value, []);
  } catch (error) {
    if (!(error instanceof Thrown)) throw error;
    // Loaded only now: validate.ts loads zod, which a config read from the cache never needs.
    const { formatPath, lineOfPath } = await import('./validate.js');
    throw new UserError(
      { message: `${formatPath(error.at)}: reading this field of the config throws: ${(error.cause as Error)?.message ?? String(error.cause)}`, file, line: lineOfPath(source, error.at), hint: 'the config must be read without errors: fix the getter, or give the value itself' },
      { cause: error.cause },
    );
  }
}

/** A getter that threw, and where. */
class Thrown extends Error {
  constructor(readonly at: PropertyKey[], cause: unknown) {
    super('a getter threw', { cause });
  }
}
