import fc, { type Arbitrary } from 'fast-check';
import { z, type ZodType } from 'zod';
import { hostileValue } from './hostile-values.ts';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Values that follow the JSON schema, most of the time; sometimes a hostile value instead. */
function fromJsonSchema(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  const near = nearSchema(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: near }, { weight: 1, arbitrary: hostileValue });
}

function nearSchema(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectFrom(schema, depth);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'string':
      return stringFrom(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFrom(schema: JsonSchema): Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}

function objectFrom(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  if (depth > 6) return fc.constant({});
  const properties = { ...schema.properties };
  // A record with known keys (e.g. the services map): each key a property.
  const keys = schema.propertyNames?.enum;
  if (keys && typeof schema.additionalProperties === 'object') {
    for (const key of keys) properties[String(key)] = schema.additionalProperties;
  }
  const entries = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, depth + 1)]),
  );
  const required = new Set(schema.required ?? Object.keys(properties));
  return fc.record(entries, {
    requiredKeys: Object.keys(entries).filter((key) => required.has(key)),
  });
}

/**
 * Requests parts built from a route's own zod schema: values that follow the schema, with hostile
 * values mixed in at any depth (NUL bytes, huge strings, deep nesting, prototype keys, wrong
 * types). `undefined` when the route has no such schema.
 */
export function arbitraryFromZod(schema: ZodType | undefined): Arbitrary<unknown> | undefined {
  if (!schema) return undefined;
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return fromJsonSchema(jsonSchema as JsonSchema);
}
