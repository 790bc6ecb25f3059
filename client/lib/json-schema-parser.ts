/**
 * Checks an answer against a contract's JSON Schema form (shared/contracts/first-paint-schemas/) with the
 * result zod's `parse` gives for the same z.object contract: the value, with keys the contract does not name
 * dropped, or an error naming the first field outside it. Only the keywords z.toJSONSchema writes for those
 * contracts are understood (type, enum, properties, required, items, anyOf, minimum, maximum); the test
 * beside this file fails if a contract starts using another. Used where loading zod would break the first
 * route's budget (docs/decisions/032-api-contract-and-openapi.md).
 */
import type { ResponseSchema } from './api-client';

export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  minimum?: number;
  maximum?: number;
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function check(schema: JsonSchema, value: unknown, path: string): unknown {
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      try {
        return check(option, value, path);
      } catch {
        // Try the next option.
      }
    }
    throw new Error(`${path}: matches no allowed shape`);
  }
  const actual = typeOf(value);
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    throw new Error(`${path}: expected ${types.join(' or ')}, got ${actual}`);
  }
  if (schema.enum && !schema.enum.includes(value)) throw new Error(`${path}: not one of the allowed values`);
  if (typeof value === 'number' && ((schema.minimum ?? -Infinity) > value || value > (schema.maximum ?? Infinity))) throw new Error(`${path}: out of range`);
  if (Array.isArray(value)) return schema.items ? value.map((item, index) => check(schema.items!, item, `${path}[${index}]`)) : value;
  if (actual === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (key in record) result[key] = check(property, record[key], `${path}.${key}`);
      else if (schema.required?.includes(key)) throw new Error(`${path}.${key}: missing`);
    }
    return result;
  }
  return value;
}

/** A `ResponseSchema` for `apiGet`: the contract's type, checked against its JSON Schema form. */
export const jsonSchemaParser = <T>(schema: JsonSchema): ResponseSchema<T> => ({ parse: (data) => check(schema, data, '$') as T });
