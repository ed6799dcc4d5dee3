import {
  finishUnfinishedDeletions,
  type DeletionJobReport,
} from '../../domain/account-data/delete-account';
import { assertEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';

// It deletes Cognito users: without the pool, fail at the cold start, not on the first deletion.
assertEnv('USER_POOL_ID');

/**
 * The account-deletion job: finishes the deletions a request left part-way (a timeout, Stripe
 * unreachable), each from the step it stopped at (domain/account-data/delete-account.ts).
 */
export const handler = withMetrics(async (): Promise<DeletionJobReport> => {
  const report = await finishUnfinishedDeletions();
  logger.info('Account deletion job ran', { ...report });
  return report;
});
