import fc from 'fast-check';
import { type JsonSchema, valueArbitrary } from './schemaArbitrary.js';

export type Identity = 'anonymous' | 'shopper' | 'admin';

/** One request as the fuzzer sends it. */
export interface FuzzRequest {
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was changed to make it invalid, if anything (printed with a failure). */
  mutation: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface OperationShape {
  path: string;
  parameters: Parameter[];
  bodyMediaType: string | undefined;
  bodySchema: JsonSchema | undefined;
}

const NUL_OR_SURROGATE = fc.constantFrom('\u0000', '\uD800', 'a\u0000b', '\uDC00z');

/** Strings that have broken servers before: control characters, scripts, SQL, huge, unicode. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  NUL_OR_SURROGATE,
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '💧'.repeat(30),
    ' ',
    '-1',
    '1e309',
    'NaN',
  ),
  fc.constant('x'.repeat(5000)),
);

/** A URL is UTF-8: half a surrogate pair cannot be sent in one, so it becomes U+FFFD. */
const wellFormed = (value: string) =>
  value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...at, key]));
  return [];
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

/**
 * Requests for one operation: valid ones drawn from its schemas (path ids often real ones from
 * `ids`), and invalid ones made from a valid one by one mutation.
 */
export function requestArbitrary(
  shape: OperationShape,
  resolve: (schema: JsonSchema) => JsonSchema,
  ids: string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = shape.parameters.filter((p) => p.in === 'path');
  const queryParameters = shape.parameters.filter((p) => p.in === 'query');
  const headerParameters = shape.parameters.filter((p) => p.in === 'header');
  const idArbitrary = ids.length ? fc.constantFrom(...ids) : fc.uuid();

  const pathValues = fc.tuple(
    ...pathParameters.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: idArbitrary },
        { weight: 1, arbitrary: valueArbitrary(p.schema, resolve).map(String) },
      ),
    ),
  );
  const queryValues = fc.tuple(
    ...queryParameters.map((p) => {
      const values = valueArbitrary(p.schema, resolve).map((value) =>
        Array.isArray(value) ? value.map(String) : [String(value)],
      );
      return p.required ? values : fc.option(values, { nil: undefined, freq: 3 });
    }),
  );
  const headerValues = fc.tuple(
    ...headerParameters.map((p) => valueArbitrary(p.schema, resolve).map(String)),
  );
  const isJson = shape.bodyMediaType === 'application/json';
  const bodyValue: fc.Arbitrary<unknown> =
    isJson && shape.bodySchema
      ? valueArbitrary(shape.bodySchema, resolve)
      : shape.bodyMediaType
        ? fc.uint8Array({ maxLength: 64 })
        : fc.constant(undefined);

  const valid = fc.record({
    path: pathValues,
    query: queryValues,
    header: headerValues,
    body: bodyValue,
  });

  type Parts = { path: string[]; query: (string[] | undefined)[]; header: string[]; body: unknown };
  const mutations: fc.Arbitrary<
    (parts: Parts) => Parts & { raw?: string; type?: string; mutation: string }
  >[] = [
    fc.constant((parts: Parts) => ({ ...parts, mutation: 'valid' })),
    fc.jsonValue({ maxDepth: 3 }).map((json) => (parts: Parts) => ({
      ...parts,
      body: json,
      mutation: 'body replaced by random JSON',
    })),
    fc.string({ maxLength: 30 }).map((raw) => (parts: Parts) => ({
      ...parts,
      raw,
      mutation: 'body is not JSON',
    })),
    fc.nat().map((n) => (parts: Parts) => {
      const keys = parts.body && typeof parts.body === 'object' ? Object.keys(parts.body) : [];
      const key = keys[n % Math.max(keys.length, 1)];
      if (key === undefined) return { ...parts, mutation: 'valid (no field to drop)' };
      const { [key]: _dropped, ...rest } = parts.body as Record<string, unknown>;
      return { ...parts, body: rest, mutation: `dropped ${key}` };
    }),
    fc
      .tuple(fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString))
      .map(([n, value]) => (parts: Parts) => {
        const keys = parts.body && typeof parts.body === 'object' ? Object.keys(parts.body) : [];
        const key = keys[n % Math.max(keys.length, 1)] ?? 'unexpected';
        return {
          ...parts,
          body: { ...(parts.body as object), [key]: value },
          mutation: `${key} set to ${JSON.stringify(value).slice(0, 60)}`,
        };
      }),
    fc.tuple(fc.nat(), NUL_OR_SURROGATE).map(([n, bad]) => (parts: Parts) => {
      const targets = stringPaths(parts.body);
      const target = targets[n % Math.max(targets.length, 1)];
      if (!target) return { ...parts, mutation: 'valid (no string to spoil)' };
      return {
        ...parts,
        body: setAt(parts.body, target, `x${bad}`),
        mutation: `unstorable character in ${target.join('.')}`,
      };
    }),
    fc.tuple(fc.nat(), nastyString).map(([n, value]) => (parts: Parts) => {
      if (pathParameters.length === 0) return { ...parts, mutation: 'valid (no path parameter)' };
      const path = [...parts.path];
      path[n % path.length] = value || 'x';
      return { ...parts, path, mutation: `path parameter ${JSON.stringify(value).slice(0, 40)}` };
    }),
    fc.tuple(fc.nat(), nastyString).map(([n, value]) => (parts: Parts) => {
      if (queryParameters.length === 0) return { ...parts, mutation: 'valid (no query parameter)' };
      const query = [...parts.query];
      query[n % query.length] = [value];
      return { ...parts, query, mutation: `query parameter ${JSON.stringify(value).slice(0, 40)}` };
    }),
    fc.constant((parts: Parts) => ({
      ...parts,
      type: 'text/plain',
      mutation: 'wrong content type',
    })),
  ];

  return fc.tuple(valid, fc.oneof(...mutations)).map(([parts, mutate]) => {
    const changed = mutate(parts as Parts);
    let path = shape.path;
    pathParameters.forEach((p, index) => {
      path = path.replace(`{${p.name}}`, encodeURIComponent(wellFormed(changed.path[index] ?? '')));
    });
    const query: Array<[string, string]> = [];
    queryParameters.forEach((p, index) => {
      for (const value of changed.query[index] ?? []) query.push([p.name, value]);
    });
    const headers: Record<string, string> = {};
    headerParameters.forEach((p, index) => {
      headers[p.name] = changed.header[index] ?? '';
    });
    let body: string | Uint8Array | undefined;
    // Calls without a body get none: a GET cannot carry one, and the others ignore it.
    if (!shape.bodyMediaType) body = undefined;
    else if (changed.raw !== undefined) body = changed.raw;
    else if (changed.body instanceof Uint8Array) body = changed.body;
    else if (changed.body !== undefined) body = JSON.stringify(changed.body);
    if (body !== undefined)
      headers['content-type'] =
        changed.type ?? (isJson || !shape.bodyMediaType ? 'application/json' : 'image/png');
    return { path, query, headers, body, mutation: changed.mutation };
  });
}
