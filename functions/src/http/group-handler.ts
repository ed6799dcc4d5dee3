/**
 * The handler of one endpoint group: lib/http's adapter (route, guard, validate, delegate) with
 * the guard that counts the plan's request rate in the table.
 */
import type { EndpointGroup } from '@shop-scanner/shared/routes';
import { limitRequestRate } from '../domain/usage/request-rate';
import {
  createGroupHandler as createAdapterHandler,
  type GroupRoutes,
} from '../lib/http/group-handler';

export const createGroupHandler = (group: EndpointGroup, implementations: GroupRoutes) =>
  createAdapterHandler(group, implementations, { rateGuard: limitRequestRate });
