/**
 * The user's partition read once, page after page, and its items handed to the part that owns
 * each (user-data-parts.ts). Items no part owns are kept apart, so the export still shows them and
 * the deletion still removes them (it empties the partition whole).
 */
import { userPartitionPages } from '../../data/user-partitions';
import type { UserDataPart } from './user-data-part';
import { partOf } from './user-data-parts';

type Item = Readonly<Record<string, unknown>>;

export interface PartitionByPart {
  readonly itemsOf: (part: UserDataPart) => readonly Item[];
  readonly unowned: readonly Item[];
}

export const readPartitionByPart = async (
  userId: string,
  parts: readonly UserDataPart[],
): Promise<PartitionByPart> => {
  const owned = new Map<UserDataPart, Item[]>(parts.map((part) => [part, []]));
  const unowned: Item[] = [];
  for await (const page of userPartitionPages(userId)) {
    for (const item of page) {
      const part = partOf(item, parts);
      if (part) owned.get(part)?.push(item);
      else unowned.push(item);
    }
  }
  return { itemsOf: (part) => owned.get(part) ?? [], unowned };
};
