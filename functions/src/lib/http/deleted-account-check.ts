/**
 * The check of deleted accounts for the public routes that read an optional token
 * (optional-caller.ts): the handler adapter (group-handler.ts) installs the check it was given by
 * the http layer, which reads the table, when a group's handler is built; this module reads none.
 * A deleted account's token served as its user would count their allowance or file a ticket in
 * their name, making data of theirs again after the deletion took it all.
 */

/** Whether a user id's account is deleted or being deleted. */
export type DeletedAccountCheck = (userId: string) => Promise<boolean>;

// Until a handler is built nothing is refused: no route runs before then.
let installed: DeletedAccountCheck = async () => false;

export const refuseDeletedAccounts = (check: DeletedAccountCheck): void => {
  installed = check;
};

export const isDeletedAccount: DeletedAccountCheck = (userId) => installed(userId);
