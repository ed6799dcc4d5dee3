import { describe, expect, it } from 'vitest';
import { listOf, objectWith, stringList, UnexpectedAnswerError } from './answer-shape';

interface Thing {
  id: string;
  name: string;
  note?: string;
}

describe('objectWith', () => {
  const thing = objectWith<Thing>('id', 'name');

  it('passes an object holding the keys, extra fields and all', () => {
    const answer = { id: 'a', name: 'A', extra: 1 };
    expect(thing.parse(answer)).toBe(answer);
  });

  it.each([
    ['a missing key', { id: 'a' }],
    ['an error body', { message: 'oops' }],
    ['a list', [{ id: 'a', name: 'A' }]],
    ['null', null],
    ['text', '<html>'],
  ])('refuses %s', (_, answer) => {
    expect(() => thing.parse(answer)).toThrow(UnexpectedAnswerError);
  });
});

describe('listOf', () => {
  const things = listOf<Thing>('id', 'name');

  it('passes a list (empty too) whose every item holds the keys', () => {
    expect(things.parse([])).toEqual([]);
    expect(things.parse([{ id: 'a', name: 'A' }])).toHaveLength(1);
  });

  it('refuses an object, or a list with one wrong item', () => {
    expect(() => things.parse({ id: 'a', name: 'A' })).toThrow(UnexpectedAnswerError);
    expect(() => things.parse([{ id: 'a', name: 'A' }, { id: 'b' }])).toThrow(
      UnexpectedAnswerError,
    );
  });
});

describe('stringList', () => {
  it('passes strings only', () => {
    expect(stringList.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(() => stringList.parse(['a', 1])).toThrow(UnexpectedAnswerError);
    expect(() => stringList.parse('a')).toThrow(UnexpectedAnswerError);
  });
});
