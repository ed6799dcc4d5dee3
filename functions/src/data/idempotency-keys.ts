/**
 * Idempotency keys in the single table: one record per caller and key, so a user's key can only
 * ever meet that user's own requests.
 *   a user's key:   pk = USER#<sub>, sk = IDEMPOTENCY#<key>      (in the user's partition: the
 *                   kept answers are their data, exported and deleted with the account)
 *   a guest's key:  pk = IDEMPOTENCY#GUEST#<key>, sk = IDEMPOTENCY
 *   { fingerprint: { method, path, bodyHash }, state: in-progress | done, claimId, claimedAt (ms),
 *     answer: { statusCode, contentType, body | bodyGzip, isBase64Encoded } once done,
 *     `expiresAt` (TTL) 7 days after the claim: the offline queue's cleanup horizon }
 * DynamoDB's TTL deletes late (up to days after the time), so every read and the claim's
 * condition treat a record past its time as absent.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '@shop-scanner/shared/idempotency';
import { DAY_SECONDS } from '@shop-scanner/shared/time';
import { documentClient, tableName } from '../lib/dynamodb';
import { ServiceUnavailable } from '../lib/errors';
import type {
  IdempotencyStore,
  KeyRecord,
  KeyScope,
  NewClaim,
  StoredAnswer,
} from '../lib/http/idempotency';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';
import { writeIfConditionHolds } from './conditional-write';

export const IDEMPOTENCY_KEY_PREFIX = 'IDEMPOTENCY#';

export const idempotencyKey = (scope: KeyScope, key: string) =>
  scope.kind === 'user'
    ? { pk: userKey(scope.userId).pk, sk: `${IDEMPOTENCY_KEY_PREFIX}${key}` }
    : { pk: `${IDEMPOTENCY_KEY_PREFIX}GUEST#${key}`, sk: 'IDEMPOTENCY' };

/**
 * Answers up to this size are kept as they are, readable in the table; a larger one is kept
 * gzipped, so that even a large answer fits the item's 400 KB (JSON shrinks several times).
 */
const PLAIN_BODY_BYTES = 32 * 1024;

type Item = Record<string, unknown>;

const seconds = (ms: number): number => Math.floor(ms / 1000);

const storedAnswerOf = (answer: StoredAnswer): Item => {
  const { body, ...rest } = answer;
  if (body === undefined) return rest;
  return Buffer.byteLength(body, 'utf8') <= PLAIN_BODY_BYTES
    ? { ...rest, body }
    : { ...rest, bodyGzip: gzipSync(body) };
};

const answerOfItem = (item: Item): StoredAnswer => {
  const { bodyGzip, ...rest } = item as unknown as StoredAnswer & { bodyGzip?: Uint8Array };
  return bodyGzip ? { ...rest, body: gunzipSync(bodyGzip).toString('utf8') } : rest;
};

const recordOf = (item: Item | undefined, nowMs: number): KeyRecord | undefined => {
  if (!item || (item[ttlAttribute] as number) <= seconds(nowMs)) return undefined;
  return {
    fingerprint: item.fingerprint as KeyRecord['fingerprint'],
    state: item.state as KeyRecord['state'],
    claimId: item.claimId as string,
    claimedAt: item.claimedAt as number,
    ...(item.answer ? { answer: answerOfItem(item.answer as Item) } : {}),
  };
};

const readRecord = async (scope: KeyScope, key: string, nowMs: number) => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: idempotencyKey(scope, key), ConsistentRead: true }),
  );
  return recordOf(Item, nowMs);
};

const claimFields = (claim: NewClaim) => ({
  fingerprint: claim.fingerprint,
  state: 'in-progress',
  claimId: claim.claimId,
  claimedAt: claim.claimedAt,
  [ttlAttribute]: seconds(claim.claimedAt) + IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_SECONDS,
});

/**
 * Claims the key, or answers the live record that holds it. A record deleted between the failed
 * put and the read (its claim released) is claimed again, once more at most: a key claimed and
 * released that fast again is answered 503 busy (with Retry-After), never run unclaimed.
 */
const claimKey = async (
  scope: KeyScope,
  key: string,
  claim: NewClaim,
  triesLeft = 2,
): Promise<KeyRecord | undefined> => {
  const claimed = await writeIfConditionHolds(
    new PutCommand({
      TableName: tableName,
      Item: { ...idempotencyKey(scope, key), entityType: 'IdempotencyKey', ...claimFields(claim) },
      // Free, or held by a record past its time that the TTL has not deleted yet.
      ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
      ExpressionAttributeNames: { '#ttl': ttlAttribute },
      ExpressionAttributeValues: { ':now': seconds(claim.claimedAt) },
    }),
  );
  if (claimed) return undefined;
  const held = await readRecord(scope, key, claim.claimedAt);
  if (held) return held;
  if (triesLeft <= 1) throw new ServiceUnavailable();
  return claimKey(scope, key, claim, triesLeft - 1);
};

export const idempotencyStore: IdempotencyStore = {
  claim: (scope, key, claim) => claimKey(scope, key, claim),

  read: readRecord,

  takeOver: (scope, key, staleClaimId, claim) =>
    writeIfConditionHolds(
      new UpdateCommand({
        TableName: tableName,
        Key: idempotencyKey(scope, key),
        UpdateExpression: 'SET claimId = :claimId, claimedAt = :claimedAt',
        ConditionExpression: '#state = :inProgress AND claimId = :stale',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':claimId': claim.claimId,
          ':claimedAt': claim.claimedAt,
          ':inProgress': 'in-progress',
          ':stale': staleClaimId,
        },
      }),
    ),

  complete: async (scope, key, claimId, answer) => {
    await writeIfConditionHolds(
      new UpdateCommand({
        TableName: tableName,
        Key: idempotencyKey(scope, key),
        UpdateExpression: 'SET #state = :done, answer = :answer',
        ConditionExpression: '#state = :inProgress AND claimId = :claimId',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':inProgress': 'in-progress',
          ':claimId': claimId,
          ':answer': storedAnswerOf(answer),
        },
      }),
    );
  },

  release: async (scope, key, claimId) => {
    await writeIfConditionHolds(
      new DeleteCommand({
        TableName: tableName,
        Key: idempotencyKey(scope, key),
        ConditionExpression: '#state = :inProgress AND claimId = :claimId',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'in-progress', ':claimId': claimId },
      }),
    );
  },
};
