import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { usageMessages } from '@shop-scanner/shared/messages';
import { ApiError } from '../../lib/api-client';
import { refusalFailure, type RefusalFailure } from '../../lib/api/errors';
import { formErrorsOf, type SearchField } from './search-form-rules';

export type SearchFailure =
  | RefusalFailure
  | { kind: 'fields'; fields: Partial<Record<SearchField, string>>; messages: string[] };

/**
 * What the panel shows when a search is refused or fails: a 400 naming fields puts each message
 * under its field; everything else is read as every counted feature reads it, in the panel's
 * words ('Failed to search across platforms').
 */
export const searchFailure = (error: unknown): SearchFailure => {
  if (error instanceof ApiError && error.status === 400) {
    const { fields, form } = formErrorsOf(error.fieldErrors);
    if (Object.keys(fields).length > 0 || form.length > 0) {
      return { kind: 'fields', fields, messages: form };
    }
  }
  return refusalFailure(error, {
    limit: usageMessages.crossPlatformLimit(0),
    refused: crossPlatformMessages.failed,
    failed: crossPlatformMessages.failed,
  });
};
