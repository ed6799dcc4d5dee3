/**
 * An Idempotency-Key store in memory, with the conditions of the table's (data/idempotency-keys.ts)
 * and none of its expiry: for unit tests of the rules and of the adapter, which need no emulator.
 * The table's own store is tested against DynamoDB Local.
 */
import type { IdempotencyStore, KeyRecord, KeyScope } from '../src/lib/http/idempotency';

const idOf = (scope: KeyScope, key: string) =>
  `${scope.kind === 'user' ? `user:${scope.userId}` : 'guest'}:${key}`;

export const memoryIdempotencyStore = () => {
  const records = new Map<string, KeyRecord>();
  const held = (scope: KeyScope, key: string, claimId: string) => {
    const record = records.get(idOf(scope, key));
    return record?.state === 'in-progress' && record.claimId === claimId ? record : undefined;
  };
  const store: IdempotencyStore = {
    claim: async (scope, key, claim) => {
      const record = records.get(idOf(scope, key));
      if (record) return record;
      records.set(idOf(scope, key), { ...claim, state: 'in-progress' });
      return undefined;
    },
    read: async (scope, key) => records.get(idOf(scope, key)),
    takeOver: async (scope, key, staleClaimId, claim) => {
      if (!held(scope, key, staleClaimId)) return false;
      records.set(idOf(scope, key), { ...claim, state: 'in-progress' });
      return true;
    },
    complete: async (scope, key, claimId, answer) => {
      const record = held(scope, key, claimId);
      if (record) records.set(idOf(scope, key), { ...record, state: 'done', answer });
    },
    release: async (scope, key, claimId) => {
      if (held(scope, key, claimId)) records.delete(idOf(scope, key));
    },
  };
  return { store, records, idOf };
};
