/**
 * An offer feed's body as uploaded: its size checked first (5 MB, before a byte is parsed), then
 * its media type (CSV or JSON). The API's usual 1 MB JSON limit does not apply to this one route:
 * a store's catalogue is a file, and 5 MB of it is some 50,000 rows.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  OFFER_FEED_MAX_BYTES,
  offerFeedMessages,
  type OfferFeedFormat,
} from '@shop-scanner/shared/offer-feed';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';
import type { FeedUpload } from '../../domain/offer-feeds/upload-feed';

const formatOf = (contentType: string | undefined): OfferFeedFormat | undefined => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'text/csv') return 'csv';
  if (mediaType === 'application/json') return 'json';
  return undefined;
};

export const readFeedBody = (event: APIGatewayProxyEventV2): FeedUpload => {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > OFFER_FEED_MAX_BYTES)
    throw new PayloadTooLarge(offerFeedMessages.tooLarge);
  const format = formatOf(event.headers['content-type']);
  if (!format) throw new UnsupportedMediaType(offerFeedMessages.unsupportedType);
  if (bytes.byteLength === 0) throw new BadRequest(offerFeedMessages.empty);
  return { text: bytes.toString('utf8'), format };
};
