/**
 * What the scanner does with each code the decoder reports (docs/products.md#scanner): the same
 * code is ignored while it is still the last one detected (the decoder sees it in frame after
 * frame); a code that is not acceptable shows its message and the scanner keeps going; anything
 * else is the detection.
 */
export type Verdict =
  { kind: 'ignored' } | { kind: 'invalid'; message: string } | { kind: 'accepted'; text: string };

/** Returns the message that refuses a code, or null when the code is fine. */
export type AcceptCode = (text: string) => string | null;

export const createDetectionGate = (accept: AcceptCode) => {
  let last: string | undefined;
  return (text: string): Verdict => {
    if (text === last) return { kind: 'ignored' };
    last = text;
    const message = accept(text);
    return message === null ? { kind: 'accepted', text } : { kind: 'invalid', message };
  };
};
