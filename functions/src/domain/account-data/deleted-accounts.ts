/** Whether a user id's account is deleted (or being deleted): the check of this Lambda instance. */
import { accountDeletionExists } from '../../data/account-deletions';
import { deletedAccountCache } from './deleted-account-cache';

export const isDeletedAccount = deletedAccountCache(accountDeletionExists);
