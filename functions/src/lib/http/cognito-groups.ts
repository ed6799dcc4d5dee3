/**
 * The `cognito:groups` claim of an ID token, read as a list of group names. It arrives in two
 * shapes: a JSON array where the token is verified in the function (public routes), and a string
 * where API Gateway's JWT authorizer handed it over, which renders an array as `[a b]` (the
 * local gateway does the same, local/src/api-event.ts).
 */
export const groupsOfClaim = (claim: unknown): string[] => {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  const inner = claim.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter((name) => name !== '');
};
