/**
 * Reads a request body as JSON: the size limit (1 MB), the content type (415) and the syntax (400)
 * are checked here, before any route sees the body.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MalformedJson, PayloadTooLarge, UnsupportedMediaType } from '../errors';

export const MAX_BODY_BYTES = 1024 * 1024;

const isJsonContentType = (value: string | undefined): boolean => {
  if (!value) return false;
  const mediaType = value.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' || (mediaType?.endsWith('+json') ?? false);
};

/** Undefined when the request has no body. */
export const readJsonBody = (event: APIGatewayProxyEventV2): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body, 'base64')
    : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw new PayloadTooLarge();
  if (!isJsonContentType(event.headers['content-type'])) throw new UnsupportedMediaType();
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new MalformedJson();
  }
};
