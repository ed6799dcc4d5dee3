import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noTrackerCitations, trackerCitationsIn } from './no-tracker-citations.js';

describe('trackerCitationsIn', () => {
  it('finds issue numbers, however they are written', () => {
    // Prepare
    const text = 'Good deal (issue 9 §4), as Issue #12 and issues 3 and 7 said';

    // Act
    const citations = trackerCitationsIn(text);

    // Assess
    expect(citations).toEqual(['issue 9', '§4', 'Issue #12', 'issues 3']);
  });

  it('finds sections of the brief, also when a comment breaks the line inside one', () => {
    // Prepare
    const text = 'Total cost (part 2 §9), labels (part 1, §2) and the trend (part 2\n * §9)';

    // Act
    const citations = trackerCitationsIn(text);

    // Assess
    expect(citations).toEqual(['part 2 §9', 'part 1, §2', 'part 2 * §9']);
  });

  it('finds a section left without its part or issue', () => {
    expect(trackerCitationsIn('(issue §2)')).toEqual(['issue §2']);
    expect(trackerCitationsIn('as §5 of the brief says')).toEqual(['§5']);
  });

  it('lets sections of public standards stand', () => {
    // Prepare
    const text =
      'RFC 9224 §3: https first; RFC 9083 §4.5 the event; Directive 98/6/EC art. 6a §1 the rule';

    // Act
    const citations = trackerCitationsIn(text);

    // Assess
    expect(citations).toEqual([]);
  });

  it('lets own words, docs references and the word issue stand', () => {
    expect(
      trackerCitationsIn(
        'Savings are measured against the average price (docs/prices.md#total-cost-and-best-deal); an issue with the store is reported once; part 2 of the form',
      ),
    ).toEqual([]);
  });
});

describe('the no-tracker-citations rule', () => {
  // RuleTester declares its cases through these.
  RuleTester.describe = describe;
  RuleTester.it = it;
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

  tester.run('no-tracker-citations', noTrackerCitations as never, {
    valid: [
      '/** Savings against the average price (docs/prices.md#total-cost-and-best-deal). */ const a = 1;',
      "// RFC 7480 §5.3: 404 is the registry's answer\nconst b = 2;",
      "describe('good deal', () => { it('is the lowest in 90 days', () => {}); });",
    ],
    invalid: [
      {
        code: '/** Good deal (issue 9 §4). */ const a = 1;',
        errors: [{ messageId: 'citation' }, { messageId: 'citation' }],
      },
      {
        code: '// total cost (part 2 §9)\nconst b = 2;',
        errors: [{ messageId: 'citation', data: { citation: 'part 2 §9' } }],
      },
      {
        code: "describe('counterfeitWarningFor (issue 9)', () => {});",
        errors: [{ messageId: 'citation', data: { citation: 'issue 9' } }],
      },
      {
        code: "it.each([[1]])('rounds %s (part 2 §9)', () => {});",
        errors: [{ messageId: 'citation', data: { citation: 'part 2 §9' } }],
      },
    ],
  });
});
