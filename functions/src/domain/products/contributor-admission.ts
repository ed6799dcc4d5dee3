/**
 * Whether a contributor may add or edit products now: not while their editing is suspended (403
 * with the staff's reason), and not past the hourly limits (429 with Retry-After). Checked before
 * anything is written, in that order, so a suspended contributor's attempts use up nothing.
 */
import {
  moderationMessages,
  PRODUCT_CREATE_LIMIT,
  PRODUCT_CREATES_PER_HOUR,
  PRODUCT_EDIT_LIMIT,
  PRODUCT_EDITS_PER_HOUR,
} from '@shop-scanner/shared/moderation-rules';
import { HOUR_SECONDS } from '@shop-scanner/shared/time';
import { getEditSuspension } from '../../data/edit-suspensions';
import { countInWindow } from '../../data/rate-limits';
import { Forbidden, TooManyRequests } from '../../lib/errors';
import { rateWindow } from '../../lib/http/rate-limit-rules';

export type Contribution = 'create' | 'edit';

const hourlyLimits: Readonly<
  Record<Contribution, { counter: string; limit: number; name: string; message: string }>
> = {
  create: {
    counter: 'productCreates',
    limit: PRODUCT_CREATES_PER_HOUR,
    name: PRODUCT_CREATE_LIMIT,
    message: moderationMessages.createLimit,
  },
  edit: {
    counter: 'productEdits',
    limit: PRODUCT_EDITS_PER_HOUR,
    name: PRODUCT_EDIT_LIMIT,
    message: moderationMessages.editLimit,
  },
};

/** Throws 403 for a suspended contributor, 429 past the hour's limit; else counts this one. */
export const admitContributor = async (
  userId: string,
  contribution: Contribution,
  now = new Date(),
): Promise<void> => {
  const suspension = await getEditSuspension(userId);
  if (suspension?.status === 'suspended')
    throw new Forbidden(moderationMessages.suspendedWithReason(suspension.reason));
  const hourly = hourlyLimits[contribution];
  const window = rateWindow(now, HOUR_SECONDS);
  const result = await countInWindow({
    subject: { kind: 'user', userId },
    window: 'hour',
    windowStart: window.start,
    windowEnd: window.end,
    limits: { [hourly.counter]: hourly.limit },
  });
  if (result.kind === 'limited')
    throw new TooManyRequests(hourly.name, window.retryAfterSeconds, hourly.message);
};
