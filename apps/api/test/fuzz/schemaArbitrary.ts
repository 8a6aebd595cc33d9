import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** Resolves `#/components/...` references against the contract document. */
export function resolver(doc: Record<string, unknown>) {
  return (schema: JsonSchema): JsonSchema => {
    let current = schema;
    while (typeof current.$ref === 'string') {
      const path = current.$ref.replace(/^#\//, '').split('/');
      current = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        doc,
      ) as JsonSchema;
    }
    return current;
  };
}

const DATE_MIN = new Date('2000-01-01T00:00:00Z');
const DATE_MAX = new Date('2100-01-01T00:00:00Z');

const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.constantFrom('com', 'org', 'net'),
  )
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 200);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'email') return emailArbitrary.filter(fits);
  if (schema.format === 'date-time')
    return fc
      .date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true })
      .map((date) => date.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? -1_000_000;
  const max = (schema.maximum as number | undefined) ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const step = schema.multipleOf as number | undefined;
  if (step) {
    const scale = Math.round(1 / step);
    return fc
      .integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) })
      .map((units) => units / scale);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy `schema` (as far as the contract's keywords go), for valid requests. */
export function valueArbitrary(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const branches = (s.oneOf ?? (s.type === undefined ? s.anyOf : undefined)) as
    | JsonSchema[]
    | undefined;
  if (branches && !('properties' in s))
    return fc.oneof(...branches.map((branch) => valueArbitrary(branch, resolve, depth + 1)));
  if (Array.isArray(s.allOf)) {
    const merged: JsonSchema = {};
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const part of (s.allOf as JsonSchema[]).map(resolve)) {
      Object.assign(merged, part);
      Object.assign(properties, part.properties as object);
      required.push(...((part.required as string[]) ?? []));
    }
    return valueArbitrary({ ...merged, properties, required }, resolve, depth + 1);
  }
  const type = Array.isArray(s.type)
    ? (s.type as string[])
    : [(s.type as string | undefined) ?? (s.properties ? 'object' : 'string')];
  return fc.oneof(...type.map((one) => typedArbitrary(s, one, resolve, depth)));
}

function typedArbitrary(
  s: JsonSchema,
  type: string,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'string':
      return stringArbitrary(s);
    case 'array':
      return fc.array(valueArbitrary((s.items as JsonSchema) ?? {}, resolve, depth + 1), {
        minLength: (s.minItems as number | undefined) ?? 0,
        maxLength: Math.min((s.maxItems as number | undefined) ?? 3, 3),
      });
    default:
      return objectArbitrary(s, resolve, depth);
  }
}

function objectArbitrary(
  s: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  // `anyOf: [{ required: [a] }, { required: [b] }]`: one of the branches' keys is required too.
  const alternatives = ((s.anyOf as JsonSchema[] | undefined) ?? [])
    .map((branch) => (branch.required as string[] | undefined) ?? [])
    .filter((keys) => keys.length > 0);
  const build = (extra: string[]) => {
    const keys = new Set([...required, ...extra]);
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        depth > 4 && !keys.has(key)
          ? fc.constant(undefined)
          : valueArbitrary(value, resolve, depth + 1),
      ]),
    );
    return fc
      .record(model, { requiredKeys: [...keys].filter((key) => key in properties) })
      .map((value) =>
        Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)),
      )
      .filter((value) => Object.keys(value).length >= ((s.minProperties as number) ?? 0));
  };
  return alternatives.length ? fc.oneof(...alternatives.map(build)) : build([]);
}
