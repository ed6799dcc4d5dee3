import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  // API answers are per user: never cached by a browser or CloudFront.
  'cache-control': 'no-store',
};

export const json = (
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode,
  headers: { ...jsonHeaders, ...headers },
  body: JSON.stringify(body),
});

export const ok = (body: unknown): HttpResult => json(200, body);
export const created = (body: unknown): HttpResult => json(201, body);
/** Done, nothing to say (a delete): no body, and like every answer never cached. */
export const noContent = (): HttpResult => ({
  statusCode: 204,
  headers: { 'cache-control': jsonHeaders['cache-control'] },
});
/** Taken, not done yet (an edit kept for review): the body says what happens next. */
export const accepted = (body: unknown): HttpResult => json(202, body);
