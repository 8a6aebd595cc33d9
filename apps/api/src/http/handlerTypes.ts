import type { operations } from '@wtkit/api-client';
import type { AuthUser } from '../auth/session.js';
import type { AppContext } from '../context.js';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Parameters<O extends OperationId, In extends 'path' | 'query' | 'header'> =
  Op<O> extends {
    parameters: { [K in In]?: infer P };
  }
    ? [P] extends [undefined | never]
      ? Record<string, never>
      : NonNullable<P>
    : Record<string, never>;

export type RequestBody<O extends OperationId> =
  Op<O> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;

type Responses<O extends OperationId> = Op<O>['responses'];
type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201>;

/** What a handler answers: one of the operation's documented success statuses and its body. */
export type Reply<O extends OperationId> = {
  [S in SuccessStatus<O>]: { status: S; body: JsonOf<Responses<O>[S]> };
}[SuccessStatus<O>];

export interface HandlerInput<O extends OperationId> {
  params: Parameters<O, 'path'>;
  query: Parameters<O, 'query'>;
  headers: Parameters<O, 'header'>;
  body: RequestBody<O>;
  /** The signed-in user; present whenever the operation requires a bearer token. */
  user: AuthUser | null;
  /** The raw request, for the calls that read bytes (uploads, the Stripe webhook). */
  request: Request;
  /** The request body exactly as received (JSON operations), e.g. for signature checks. */
  rawBody: string | undefined;
  /** The caller's address, for rate limits. */
  clientIp: string;
  app: AppContext;
}

/** A handler answers a typed reply, or a raw `Response` for binary answers. */
export type Handler<O extends OperationId> = (
  input: HandlerInput<O>,
) => Promise<Reply<O> | Response>;

/** One handler for every operation of the contract: a missing one does not compile. */
export type Handlers = { [O in OperationId]: Handler<O> };
