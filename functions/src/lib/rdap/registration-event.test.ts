import { describe, expect, it } from 'vitest';
import { isoDateOf, registrationEventOf } from './registration-event';

describe('registrationEventOf', () => {
  it("reads the 'registration' event among the others", () => {
    const object = {
      objectClassName: 'domain',
      events: [
        { eventAction: 'expiration', eventDate: '2030-03-04T15:20:00Z' },
        { eventAction: 'registration', eventDate: '2019-03-04T15:20:00Z' },
        { eventAction: 'last changed', eventDate: '2025-01-02T03:04:05Z' },
      ],
    };
    expect(registrationEventOf(object)).toEqual({
      kind: 'registered',
      registeredAt: '2019-03-04T15:20:00.000Z',
    });
  });

  it('is withheld when there is no registration event, or no events at all', () => {
    expect(
      registrationEventOf({ events: [{ eventAction: 'last changed', eventDate: '2025-01-02' }] }),
    ).toEqual({ kind: 'withheld' });
    expect(registrationEventOf({ objectClassName: 'domain' })).toEqual({ kind: 'withheld' });
    expect(registrationEventOf({ events: 'nope' })).toEqual({ kind: 'withheld' });
    expect(registrationEventOf({ events: [{ eventAction: 'registration' }] })).toEqual({
      kind: 'withheld',
    });
    expect(registrationEventOf(['not', 'an', 'object'])).toEqual({ kind: 'withheld' });
  });

  it('says so when the date cannot be read', () => {
    expect(
      registrationEventOf({ events: [{ eventAction: 'registration', eventDate: 'last spring' }] }),
    ).toEqual({ kind: 'unreadable', eventDate: 'last spring' });
  });
});

describe('isoDateOf', () => {
  it.each([
    ['1995-08-14T04:00:00Z', '1995-08-14T04:00:00.000Z'],
    // Nanoseconds, as some registries write them.
    ['2023-06-16T22:56:49.594173356+00:00', '2023-06-16T22:56:49.594Z'],
    ['2019-03-04T12:00:00+01:00', '2019-03-04T11:00:00.000Z'],
    // No zone: UTC, not the server's local time.
    ['2019-03-04T12:00:00', '2019-03-04T12:00:00.000Z'],
    ['2019-03-04', '2019-03-04T00:00:00.000Z'],
  ])('%s → %s', (date, iso) => {
    expect(isoDateOf(date)).toBe(iso);
  });

  it.each(['', 'yesterday', '04/03/2019', '2019-13-45T00:00:00Z'])('%j is no date', (date) => {
    expect(isoDateOf(date)).toBeUndefined();
  });
});
