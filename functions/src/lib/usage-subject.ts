/** Whose allowance: a signed-in user, or a guest known only by a hash of their address. */
export type UsageSubject =
  { kind: 'user'; userId: string } | { kind: 'guest'; addressHash: string };
