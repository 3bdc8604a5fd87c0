/**
 * What the log keeps of a request (instrumentation.ts's onRequestError): its id, method and path, no
 * query string and no header but the id. Pure, unit-tested.
 */
import { randomUUID } from 'node:crypto';

export interface RequestFields {
  requestId: string;
  method: string;
  path: string;
}

/** nginx's `$request_id` is 32 hex digits; anything else a client sent is not trusted into the log. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestFields(request: { path: string; method: string; headers: NodeJS.Dict<string | string[]> }): RequestFields {
  // The front's (server/front.cjs: nginx's own when a trusted proxy sent one), else nginx's.
  const sent = request.headers['x-vitrine-request-id'] ?? request.headers['x-request-id'];
  const id = Array.isArray(sent) ? sent[0] : sent;
  return {
    requestId: id && REQUEST_ID.test(id) ? id : randomUUID(),
    method: request.method,
    path: request.path.split('?')[0]!,
  };
}
