import { describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '@shop-scanner/shared/support-rules';
import { transcriptRequest, type ChatEntry } from './chat-transcript';

const barcodePassage = {
  slug: 'barcode-not-scanning',
  articleTitle: 'Barcode not scanning',
  heading: 'The camera is on but the code does not read',
  text: 'Light: turn towards a window or a lamp.',
};

describe('transcriptRequest', () => {
  it('makes the subject from the last question and the message from every line', () => {
    // Prepare
    const entries: ChatEntry[] = [
      { from: 'shopper', text: 'barcode not scanning' },
      { from: 'help', passages: [barcodePassage] },
      { from: 'shopper', text: '  can I pay in  bitcoin? ' },
      { from: 'help', passages: [] },
    ];

    // Act
    const request = transcriptRequest(entries);

    // Assess
    expect(request.subject).toBe('Help chat: can I pay in bitcoin?');
    expect(request.message).toBe(
      [
        'Me: barcode not scanning',
        'Help centre: "Barcode not scanning" (/help/barcode-not-scanning)',
        'Me: can I pay in  bitcoin?',
        'Help centre: no article answers this.',
      ].join('\n'),
    );
  });

  it('keeps the newest lines within the message limit and says older ones were left out', () => {
    // Prepare: forty questions of a hundred characters each, numbered so each can be found.
    const entries: ChatEntry[] = Array.from({ length: 40 }, (_, n) => ({
      from: 'shopper' as const,
      text: `question ${String(n).padStart(2, '0')} ${'x'.repeat(86)}`,
    }));

    // Act
    const { message, subject } = transcriptRequest(entries);

    // Assess
    expect(message.length).toBeLessThanOrEqual(SUPPORT_MESSAGE_MAX_LENGTH);
    expect(message.startsWith('[earlier messages left out]\n')).toBe(true);
    expect(message).toContain('question 39');
    expect(message).not.toContain('question 00');
    expect(subject.length).toBeLessThanOrEqual(SUPPORT_SUBJECT_MAX_LENGTH);
    expect(subject.startsWith('Help chat: question 39')).toBe(true);
    expect(subject.endsWith('…')).toBe(true);
  });

  it('cuts a single line longer than the limit at its start, keeping its newest words', () => {
    // Prepare
    const text = `${'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)} the end`;

    // Act
    const { message } = transcriptRequest([{ from: 'shopper', text }]);

    // Assess
    expect(message).toHaveLength(SUPPORT_MESSAGE_MAX_LENGTH);
    expect(message.startsWith('…')).toBe(true);
    expect(message.endsWith(' the end')).toBe(true);
  });
});
