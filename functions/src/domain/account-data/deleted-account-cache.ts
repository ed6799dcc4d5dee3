/**
 * Whether a user id belongs to a deleted account (or one being deleted), as every signed-in
 * request asks it. An account is never undeleted, so a "deleted" answer is kept for the life of
 * the Lambda instance and the table is not asked again for it; a "not deleted" answer is never
 * kept, since the very next request may come after the deletion.
 */

/** Enough for any burst of deletions; past it the oldest are asked of the table again. */
const REMEMBERED_MAX = 10_000;

export const deletedAccountCache = (
  lookUp: (userId: string) => Promise<boolean>,
  remembered = REMEMBERED_MAX,
) => {
  const known = new Set<string>();
  return async (userId: string): Promise<boolean> => {
    if (known.has(userId)) return true;
    const deleted = await lookUp(userId);
    if (deleted) {
      // A Set iterates in insertion order: the first is the oldest.
      if (known.size >= remembered) known.delete(known.values().next().value as string);
      known.add(userId);
    }
    return deleted;
  };
};
