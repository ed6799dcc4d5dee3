/**
 * How often support can be written to: new requests per hour from one e-mail address and from
 * one sender (the signed-in user, or a guest's address), and replies per hour from one user.
 * Counted in the table's hourly windows (data/rate-limits.ts); past a limit nothing is written
 * and the answer is 429 with Retry-After.
 */
import { createHash } from 'node:crypto';
import { HOUR_SECONDS } from '@shop-scanner/shared/time';
import { countInWindow, type RateSubject } from '../../data/rate-limits';
import { env } from '../../lib/env';
import { TooManyRequests } from '../../lib/errors';
import { rateWindow } from '../../lib/http/rate-limit-rules';
import type { UsageSubject } from '../../lib/usage-subject';
import {
  SUPPORT_REPLIES_PER_HOUR,
  SUPPORT_REPLY_LIMIT,
  SUPPORT_REQUEST_LIMIT,
  SUPPORT_REQUESTS_PER_HOUR,
  supportLimitMessages,
} from './support-limits';

/**
 * An address is known to the counters only by a salted hash (the table never keeps who wrote
 * from where); case does not make a second address.
 */
export const emailRateSubject = (email: string): RateSubject => ({
  kind: 'email',
  emailHash: createHash('sha256')
    .update(`${env.GUEST_HASH_SALT ?? ''}email:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 32),
});

const countHourly = async (
  subject: RateSubject,
  counter: string,
  limit: number,
  refusal: { name: string; message: string },
  now: Date,
): Promise<void> => {
  const window = rateWindow(now, HOUR_SECONDS);
  const result = await countInWindow({
    subject,
    window: 'hour',
    windowStart: window.start,
    windowEnd: window.end,
    limits: { [counter]: limit },
  });
  if (result.kind === 'limited')
    throw new TooManyRequests(refusal.name, window.retryAfterSeconds, refusal.message);
};

const requestRefusal = { name: SUPPORT_REQUEST_LIMIT, message: supportLimitMessages.requests };

/**
 * One request counted against its sender, then its address: a request the sender may not send
 * costs the address nothing (nobody can use up another person's address by being refused), and
 * one refused for its address still counts against its sender.
 */
export const countSupportRequest = async (
  email: string,
  sender: UsageSubject,
  now: Date,
): Promise<void> => {
  await countHourly(sender, 'supportRequests', SUPPORT_REQUESTS_PER_HOUR, requestRefusal, now);
  await countHourly(
    emailRateSubject(email),
    'supportRequests',
    SUPPORT_REQUESTS_PER_HOUR,
    requestRefusal,
    now,
  );
};

export const countSupportReply = (userId: string, now: Date): Promise<void> =>
  countHourly(
    { kind: 'user', userId },
    'supportReplies',
    SUPPORT_REPLIES_PER_HOUR,
    { name: SUPPORT_REPLY_LIMIT, message: supportLimitMessages.replies },
    now,
  );
