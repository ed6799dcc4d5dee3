/** The payload of a JWT, without verifying it: only for tokens this code just received from Cognito. */
export const decodeJwtPayload = (
  token: string,
): Record<string, string | number | boolean | string[]> => {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    string | number | boolean | string[]
  >;
};
