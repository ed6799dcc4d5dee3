import { describe, expect, it } from 'vitest';
import { checkedAlarmEmail, looksLikeEmailAddress } from '../lib/alarm-email';

describe('the alarm e-mail check', () => {
  it.each(['owner@example.com', 'ops+alarms@shop.example.co.uk', 'a@b.io'])(
    'takes %s',
    (address) => {
      expect(looksLikeEmailAddress(address)).toBe(true);
      expect(checkedAlarmEmail(address)).toBe(address);
    },
  );

  it.each([
    '',
    'owner',
    'owner@',
    '@example.com',
    'owner@example',
    'owner@example.',
    'owner@.com',
    'owner@@example.com',
    'owner @example.com',
    'Owner <owner@example.com>',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (value) => {
    expect(looksLikeEmailAddress(value)).toBe(false);
    expect(() => checkedAlarmEmail(value)).toThrow(/is not an e-mail address: set -c alarmEmail=/);
  });
});
