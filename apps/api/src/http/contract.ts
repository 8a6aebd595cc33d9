import { readFileSync } from 'node:fs';
import { SHIPMENT_FIELD_RULES } from '@wtkit/domain';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { openapiPath } from '../paths.js';
import type { FieldError } from './errors.js';

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}

interface Document {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, OperationObject | ParameterObject[]>>;
  components: Record<string, Record<string, unknown>>;
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, e.g. `/products/{id}`. */
  path: string;
  requiresAuth: boolean;
  /** The media type of the request body (`application/json`, `image/*`), if any. */
  bodyMediaType: string | undefined;
  bodyRequired: boolean;
  pathParameterNames: string[];
  queryArrayNames: string[];
  /** Header parameters, by the name the contract gives them (e.g. `Stripe-Signature`). */
  headerNames: string[];
  validateParameters(input: {
    path: Record<string, string>;
    query: Record<string, string | string[]>;
    header: Record<string, string>;
  }): { ok: true; value: ParameterValues } | { ok: false; errors: FieldError[] };
  validateBody(body: unknown): { ok: true; value: unknown } | { ok: false; errors: FieldError[] };
  validateResponse(status: number, body: unknown): FieldError[];
  /** Compiles every validator now instead of on first use; throws if one cannot be compiled. */
  compileValidators(): void;
}

export interface ParameterValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
}

const DOC_ID = 'https://wtkit.local/openapi.json';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Points every local `$ref` at the registered document, so inline schemas can be compiled alone. */
function absolutizeRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(absolutizeRefs) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
          ? `${DOC_ID}${inner}`
          : absolutizeRefs(inner),
      ]),
    ) as T;
  }
  return value;
}

function newAjv(options: { coerceTypes: boolean; useDefaults: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.coerceTypes,
    useDefaults: options.useDefaults,
    validateFormats: true,
    // `multipleOf: 0.01` (Money) compared within 1e-6: 0.07 / 0.01 is 7.000000000000001 in
    // floating point, while a third decimal (39.984) is off by at least 0.1.
    multipleOfPrecision: 6,
  });
  addFormats.default(ajv);
  return ajv;
}

/** The message of each pattern the domain defines, by the pattern's text in the contract. */
const PATTERN_MESSAGES = new Map<string, string>(
  Object.values(SHIPMENT_FIELD_RULES).map((rule) => [rule.pattern.source, rule.message]),
);

/** Turns Ajv's findings into `{ path, message }` a person can read. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, root = ''): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    const base = [root, ...error.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
    let path = base;
    let message: string;
    switch (error.keyword) {
      case 'required':
        path = [base, error.params.missingProperty].filter(Boolean).join('.');
        message = 'is required';
        break;
      case 'additionalProperties':
        path = [base, error.params.additionalProperty].filter(Boolean).join('.');
        message = 'is not an allowed field';
        break;
      case 'enum':
        message = `must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
        break;
      case 'const':
        message = `must be ${JSON.stringify(error.params.allowedValue)}`;
        break;
      case 'pattern':
        // A regular expression is no answer for a person: the rules the domain states have words.
        message =
          PATTERN_MESSAGES.get(String(error.params.pattern)) ?? error.message ?? 'is invalid';
        break;
      case 'anyOf':
      case 'oneOf':
        // The branch errors around it say what is wrong; this one only repeats them.
        continue;
      default:
        message = error.message ?? 'is invalid';
    }
    const key = `${path}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path: path || root || 'body', message });
  }
  return result;
}

function resolveParameter(doc: Document, parameter: ParameterObject | { $ref: string }) {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.split('/').pop() ?? '';
  return doc.components.parameters?.[name] as ParameterObject;
}

function resolveResponse(doc: Document, response: OperationObject['responses'][string]) {
  if (!response.$ref) return response;
  const name = response.$ref.split('/').pop() ?? '';
  return doc.components.responses?.[name] as OperationObject['responses'][string];
}

export interface Contract {
  basePath: string;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

/**
 * A validator compiled when it is first needed: compiling all of them (some 300) is most of the
 * time it takes to load the contract, and a process rarely calls every operation
 * (`compileValidators` compiles an operation's all at once).
 */
function compiledOnFirstUse(ajv: Ajv2020, schema: JsonSchema): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  return () => {
    validate ??= ajv.compile(schema);
    return validate;
  };
}

/**
 * Loaded contracts by file: a process that starts several servers (the test suite) reads and
 * compiles the contract once. A contract is never changed once loaded.
 */
const compiled = new Map<string, Contract>();

/** Reads `openapi.yaml`, with a validator for every parameter set, body and response. */
export function loadContract(path = openapiPath): Contract {
  let contract = compiled.get(path);
  if (!contract) {
    contract = compileContract(path);
    compiled.set(path, contract);
  }
  return contract;
}

function compileContract(path: string): Contract {
  const doc = parse(readFileSync(path, 'utf8')) as Document;
  const bodyAjv = newAjv({ coerceTypes: false, useDefaults: true });
  const parameterAjv = newAjv({ coerceTypes: true, useDefaults: true });
  const responseAjv = newAjv({ coerceTypes: false, useDefaults: false });
  const components = absolutizeRefs({ $id: DOC_ID, components: doc.components });
  for (const ajv of [bodyAjv, parameterAjv, responseAjv]) ajv.addSchema(components);

  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])].map((p) =>
        resolveParameter(doc, p),
      );
      const groupSchema = (location: ParameterObject['in']) => {
        const members = parameters.filter((p) => p.in === location);
        return absolutizeRefs({
          type: 'object',
          properties: Object.fromEntries(members.map((p) => [p.name, p.schema])),
          required: members.filter((p) => p.required).map((p) => p.name),
        });
      };
      const validators = {
        path: compiledOnFirstUse(parameterAjv, groupSchema('path')),
        query: compiledOnFirstUse(parameterAjv, groupSchema('query')),
        header: compiledOnFirstUse(parameterAjv, groupSchema('header')),
      };
      const queryArrayNames = parameters
        .filter((p) => p.in === 'query' && p.schema.type === 'array')
        .map((p) => p.name);
      const [bodyMediaType, bodyContent] =
        Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const bodyValidator =
        bodyMediaType === 'application/json' && bodyContent
          ? compiledOnFirstUse(bodyAjv, absolutizeRefs(bodyContent.schema))
          : undefined;
      const responseValidators = new Map<number, () => ValidateFunction>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = resolveResponse(doc, response).content?.['application/json']?.schema;
        if (schema)
          responseValidators.set(
            Number(status),
            compiledOnFirstUse(responseAjv, absolutizeRefs(schema)),
          );
      }

      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        requiresAuth: (operation.security ?? []).some((entry) => 'bearerAuth' in entry),
        bodyMediaType,
        bodyRequired: operation.requestBody?.required ?? false,
        pathParameterNames: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryArrayNames,
        headerNames: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        validateParameters(input) {
          const value = {
            path: { ...input.path },
            query: { ...input.query },
            header: { ...input.header },
          };
          const errors: FieldError[] = [];
          for (const location of ['path', 'query', 'header'] as const) {
            const validate = validators[location]();
            if (!validate(value[location]))
              errors.push(...toFieldErrors(validate.errors, location));
          }
          return errors.length ? { ok: false, errors } : { ok: true, value };
        },
        validateBody(body) {
          if (!bodyValidator) return { ok: true, value: body };
          const validate = bodyValidator();
          const copy = structuredClone(body);
          return validate(copy)
            ? { ok: true, value: copy }
            : { ok: false, errors: toFieldErrors(validate.errors) };
        },
        compileValidators() {
          for (const compile of [
            ...Object.values(validators),
            ...(bodyValidator ? [bodyValidator] : []),
            ...responseValidators.values(),
          ])
            compile();
        },
        validateResponse(status, body) {
          const validate = responseValidators.get(status)?.();
          if (!validate)
            return [{ path: 'status', message: `${status} is not a documented response` }];
          return validate(body) ? [] : toFieldErrors(validate.errors);
        },
      });
    }
  }
  return {
    basePath: doc.servers[0]?.url ?? '',
    operations,
    byId: new Map(operations.map((operation) => [operation.operationId, operation])),
  };
}
