import { describe, expect, it } from 'vitest';
import { isTicketId, newTicketId, TICKET_ID_ALPHABET } from './ticket-id';

describe('newTicketId', () => {
  it('is SS- and eight characters of the readable alphabet', () => {
    // Act
    const ids = Array.from({ length: 200 }, () => newTicketId());

    // Assess
    for (const id of ids) expect(id).toMatch(/^SS-[2-9A-HJ-NP-Z]{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never uses a character that reads as another (0/O, 1/I)', () => {
    expect(TICKET_ID_ALPHABET).toHaveLength(32);
    for (const ambiguous of ['0', 'O', '1', 'I'])
      expect(TICKET_ID_ALPHABET).not.toContain(ambiguous);
  });

  it('maps each random byte onto the alphabet without bias: every character from its five low bits', () => {
    // Prepare: bytes 0..7 and the same bytes plus 32, 64 and 224 pick the same characters.
    const low = Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
    const high = low.map((b, i) => b + [32, 64, 224, 96, 128, 160, 192, 32][i]!);

    // Act
    const a = newTicketId(() => low);
    const b = newTicketId(() => high);

    // Assess
    expect(a).toBe('SS-23456789');
    expect(b).toBe(a);
    expect(newTicketId(() => new Uint8Array(8).fill(31))).toBe('SS-ZZZZZZZZ');
  });
});

describe('isTicketId', () => {
  it('knows an id by its shape, and nothing else', () => {
    expect(isTicketId('SS-7K3M9QX2')).toBe(true);
    expect(isTicketId('SS-7K3M9QX')).toBe(false);
    expect(isTicketId('SS-7K3M9QXO')).toBe(false);
    expect(isTicketId('ss-7k3m9qx2')).toBe(false);
    expect(isTicketId('SS-7K3M9QX2 ')).toBe(false);
    expect(isTicketId('__proto__')).toBe(false);
  });
});
