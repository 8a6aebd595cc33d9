import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openapiPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

export interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

export function readOpenApi(): OpenApiDocument {
  return parse(readFileSync(openapiPath, 'utf8')) as OpenApiDocument;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document as `{ method, path, operation }`. */
export function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method, path, operation: item[method] as Operation })),
  );
}
