/**
 * `DELETE /api/account`, and the job that finishes what a deletion left: the account and every
 * item keyed to it are deleted, in steps recorded before the first is taken (account-deletions.ts):
 *
 *   cancel-billing       every subscription not over is cancelled at Stripe, first of all, so an
 *                        account that no longer exists is never charged again
 *   delete-sign-in       the Cognito user: nobody can sign in with the account or refresh its tokens
 *   erase-shared         what each part keeps outside the user's partition (user-data-parts.ts)
 *   empty-partition      the user's partitions, whole
 *   clean-watch-registry the watched-product registry's entries left without watchers
 *
 * Each step is harmless done twice, and is marked done only once it is, so a deletion cut short
 * anywhere (a timeout, Stripe unreachable) is taken up again where it stopped: by a second call of
 * the shopper's, or by the deletion job. From the record's first write on, the account's tokens are
 * refused everywhere (the handler adapter's deleted-account check), and the billing consumer
 * writes nothing more for it.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AccountDeletionResponse } from '@shop-scanner/shared/account-data';
import {
  getAccountDeletion,
  recordAccountDeletion,
  recordStepsLeft,
  recordWatchedProducts,
  unfinishedAccountDeletions,
  type AccountDeletionRecord,
} from '../../data/account-deletions';
import { getCustomerIdOfUser } from '../../data/billing-customers';
import { emptyUserPartitions } from '../../data/user-partitions';
import { removeIfUnwatched } from '../../data/watched-products';
import { cognitoClient, cognitoErrorName } from '../../lib/cognito';
import { requireEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import type { Caller } from '../../lib/http/caller';
import { cancelEverySubscription } from '../billing/account-closing';
import { readPartitionByPart } from './partition-by-part';
import { userDataParts } from './user-data-parts';

export const deletionSteps = [
  'cancel-billing',
  'delete-sign-in',
  'erase-shared',
  'empty-partition',
  'clean-watch-registry',
] as const;
export type DeletionStep = (typeof deletionSteps)[number];
type Deletion = AccountDeletionRecord<DeletionStep>;

const cancelBilling = async ({ userId }: Deletion): Promise<void> => {
  const customerId = await getCustomerIdOfUser(userId);
  if (customerId) await cancelEverySubscription(customerId);
};

const deleteSignIn = async ({ username }: Deletion): Promise<void> => {
  try {
    await cognitoClient.send(
      new AdminDeleteUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username }),
    );
  } catch (error) {
    // Deleted by an earlier run of this step: done.
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
  }
};

const eraseShared = async ({ userId }: Deletion): Promise<void> => {
  const partition = await readPartitionByPart(userId, userDataParts);
  const watched = new Set<string>();
  for (const part of userDataParts) {
    const input = { userId, items: partition.itemsOf(part) };
    await part.eraseOutside?.(input);
    for (const productId of part.watchedProducts?.(input) ?? []) watched.add(productId);
  }
  // Kept on the record: once the partition is emptied, nothing else names these products.
  await recordWatchedProducts(userId, [...watched]);
};

const emptyPartition = async ({ userId }: Deletion): Promise<void> => {
  await emptyUserPartitions(userId);
};

const cleanWatchRegistry = async ({ userId }: Deletion): Promise<void> => {
  const record = await getAccountDeletion<DeletionStep>(userId);
  for (const productId of record?.watchedProducts ?? []) await removeIfUnwatched(productId);
};

const stepWork: Readonly<Record<DeletionStep, (deletion: Deletion) => Promise<void>>> = {
  'cancel-billing': cancelBilling,
  'delete-sign-in': deleteSignIn,
  'erase-shared': eraseShared,
  'empty-partition': emptyPartition,
  'clean-watch-registry': cleanWatchRegistry,
};

/**
 * Takes the steps the record has left, in order, marking each done. A step that fails stops the
 * run: the record keeps it and what follows for the next run (`pending`).
 */
export const continueAccountDeletion = async (
  deletion: Deletion,
  now = new Date(),
): Promise<AccountDeletionResponse['status']> => {
  let remaining = deletion.remaining.filter((step): step is DeletionStep => step in stepWork);
  while (remaining.length > 0) {
    const [step, ...rest] = remaining as [DeletionStep, ...DeletionStep[]];
    try {
      await stepWork[step](deletion);
    } catch (error) {
      logger.error('An account deletion step failed: the deletion job takes it up again', {
        userId: deletion.userId,
        step,
        error: error as Error,
      });
      return 'pending';
    }
    remaining = rest;
    await recordStepsLeft(deletion.userId, remaining, now);
  }
  return 'deleted';
};

/**
 * Deletes the caller's account. Called again (a retry, a second tab), it finds the deletion
 * recorded and finishes what is left, or answers at once that nothing is.
 */
export const deleteAccount = async (
  caller: Caller,
  now = new Date(),
): Promise<AccountDeletionResponse> => {
  const deletion = await recordAccountDeletion<DeletionStep>({
    userId: caller.userId,
    username: caller.username,
    requestedAt: now.toISOString(),
    remaining: deletionSteps,
  });
  return { status: await continueAccountDeletion(deletion, now) };
};

/** A deletion younger than this is left to the request that is still taking it. */
export const DELETION_JOB_GRACE_MS = 5 * 60 * 1000;
/** Deletions one run takes up; the next run takes the rest. */
const DELETIONS_PER_RUN = 25;

export interface DeletionJobReport {
  readonly found: number;
  readonly finished: number;
  readonly pending: number;
}

/** The deletion job: finishes the deletions a request left unfinished, oldest first. */
export const finishUnfinishedDeletions = async (now = new Date()): Promise<DeletionJobReport> => {
  const unfinished = await unfinishedAccountDeletions<DeletionStep>(
    new Date(now.getTime() - DELETION_JOB_GRACE_MS),
    DELETIONS_PER_RUN,
  );
  let finished = 0;
  for (const deletion of unfinished) {
    if ((await continueAccountDeletion(deletion, now)) === 'deleted') finished += 1;
  }
  return { found: unfinished.length, finished, pending: unfinished.length - finished };
};
