import { describe, expect, it } from 'vitest';
import { ticketReplySchema } from '@shop-scanner/shared/support';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { checkTicketReply } from './reply-rules';

/** What the server's schema answers: the parsed reply, or its first message. */
const serverAnswer = (message: string) => {
  const result = ticketReplySchema.safeParse({ message });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: { message: result.error.issues[0]?.message } };
};

const cases: readonly [string, string][] = [
  ['empty', ''],
  ['only spaces', '   \n\t '],
  ['nine characters', 'Too short'],
  ['nine characters inside spaces', '   Too short   '],
  ['ten characters', 'Ten chars!'],
  ['a normal reply, trimmed', '  Thanks, that fixed it.  '],
  ['2000 characters', 'x'.repeat(2000)],
  ['2001 characters', 'x'.repeat(2001)],
  ['2000 characters and a space', `${'x'.repeat(2000)} `],
  ['short text padded past 2000', `${' '.repeat(1995)}short${' '.repeat(10)}`],
];

describe('the reply check without zod', () => {
  it.each(cases)('answers as the shared schema does: %s', (_, message) => {
    // Prepare
    const expected = serverAnswer(message);

    // Act
    const checked = checkTicketReply({ message });

    // Assess
    expect(checked).toEqual(expected);
  });

  it("says each problem in the spec's words", () => {
    // Prepare + Act + Assess
    expect(checkTicketReply({ message: ' ' })).toEqual({
      ok: false,
      errors: { message: supportMessages.messageRequired },
    });
    expect(checkTicketReply({ message: 'Too short' })).toEqual({
      ok: false,
      errors: { message: supportMessages.messageTooShort },
    });
    expect(checkTicketReply({ message: 'm'.repeat(2001) })).toEqual({
      ok: false,
      errors: { message: supportMessages.messageTooLong },
    });
  });
});
