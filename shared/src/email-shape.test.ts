import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, isEmailShaped } from './email-shape';

describe('the e-mail shape without zod', () => {
  it("is the very pattern zod's z.email() applies", () => {
    // Prepare + Act + Assess
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ['ada@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['', false],
  ])('answers as z.email() does for %j', (text, expected) => {
    // Prepare
    const zodAnswer = z.email().safeParse(text).success;

    // Act
    const answer = isEmailShaped(text);

    // Assess
    expect(answer).toBe(expected);
    expect(answer).toBe(zodAnswer);
  });
});
