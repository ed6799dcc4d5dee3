/**
 * The handler of one endpoint group: lib/http's adapter (route, guard, validate, delegate) with
 * the guards that read the table: the plan's request rate, the deleted accounts whose tokens
 * are refused, and the Idempotency-Key records of replayable routes.
 */
import type { EndpointGroup } from '@shop-scanner/shared/routes';
import { idempotencyStore } from '../data/idempotency-keys';
import { isDeletedAccount } from '../domain/account-data/deleted-accounts';
import { limitRequestRate } from '../domain/usage/request-rate';
import {
  createGroupHandler as createAdapterHandler,
  type GroupRoutes,
} from '../lib/http/group-handler';

export const createGroupHandler = (group: EndpointGroup, implementations: GroupRoutes) =>
  createAdapterHandler(group, implementations, {
    rateGuard: limitRequestRate,
    deletedAccountGuard: isDeletedAccount,
    idempotencyStore,
  });
