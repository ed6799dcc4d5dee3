/**
 * Adding one tag as typed to a shopper's tags: trimmed, at most 20 characters, up to 10, one of
 * each (any case). The form's schema checks the list again on save; this answers at the press.
 */
import {
  normaliseTags,
  WISHLIST_TAG_MAX_LENGTH,
  WISHLIST_TAGS_MAX,
  wishlistMessages,
} from '@shop-scanner/shared/wishlist-rules';

export type TagEntry = { tags: string[]; error?: undefined } | { tags?: undefined; error: string };

export const addTag = (tags: readonly string[], typed: string): TagEntry => {
  const tag = typed.trim();
  if (tag === '') return { tags: [...tags] };
  if (tag.length > WISHLIST_TAG_MAX_LENGTH) return { error: wishlistMessages.tagTooLong };
  const next = normaliseTags([...tags, tag]);
  if (next.length > WISHLIST_TAGS_MAX) return { error: wishlistMessages.tooManyTags };
  return { tags: next };
};
