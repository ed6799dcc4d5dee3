/**
 * One part of the user's data (user-data-parts.ts lists them): the records of one kind, what the
 * export shows of them and what the deletion removes outside the user's partition.
 */
type Item = Readonly<Record<string, unknown>>;

/** What a part is given: the user, and the items of its prefixes in the user's partition. */
export interface PartInput {
  readonly userId: string;
  readonly items: readonly Item[];
}

export interface UserDataPart {
  /** The export's section name (stable: docs/account-data.md). */
  readonly section: string;
  /** Sort-key prefixes of the user's partition this part owns; none for data kept elsewhere. */
  readonly prefixes: readonly string[];
  /** The section of the export; never a secret, never another user's data. */
  exportSection(input: PartInput): Promise<unknown>;
  /**
   * Removes what the part keeps outside the user's partition. Runs before the partition is
   * emptied (it reads the partition's items to find what to remove), and is harmless run twice.
   */
  eraseOutside?(input: PartInput): Promise<void>;
  /** Products this part's items watch: their registry entries are cleaned once they are gone. */
  watchedProducts?(input: PartInput): readonly string[];
}
