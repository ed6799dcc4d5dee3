/**
 * The bytes of base64url text (RFC 4648 §5), padded or not: a JWT's parts, a VAPID public key.
 * Runs in browsers and in Node (atob exists in both). Throws on text that is not base64.
 */
export const base64UrlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
