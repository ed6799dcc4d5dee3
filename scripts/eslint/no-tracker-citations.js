/**
 * ESLint rule: a comment (or a test's title) says why in its own words, or points at a document
 * in the repository (`docs/prices.md#trend`). It never cites an issue number ("issue N") or a
 * section of the product brief ("part N §M"): a newcomer has neither the tracker nor the brief.
 * Sections of public standards stay welcome ("RFC NNNN §M"). The test beside this file shows
 * each form it catches.
 */

/** An issue number, with or without "#", singular or plural. */
const issueNumber = /\bissues?\s*#?\d+/gi;
/** A brief section, also with a comma or a comment's line break between the part and the "§". */
const briefSection = /\bparts?\s+\d+[\s*,]*(?:and\s+)?§\s*\d+/gi;
/** An issue's section without the issue's number. */
const issueSection = /\bissues?\s*§\s*\d+/gi;
/** A bare section sign left over from a citation, unless a named standard stands just before it. */
const bareSection = /§\s*\d+/g;
const standardBefore = /\b(?:RFC|ISO|IEC|ECMA|art\.?|Directive)\s*[\w/.\s-]{0,20}$/i;

/** The tracker and brief citations in a text, in order of appearance. */
export const trackerCitationsIn = (text) => {
  const found = [];
  const claimed = [];
  const collect = (pattern) => {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (claimed.some(([from, to]) => match.index < to && from < end)) continue;
      claimed.push([match.index, end]);
      found.push({ at: match.index, citation: match[0].replace(/\s+/g, ' ') });
    }
  };
  collect(briefSection);
  collect(issueSection);
  collect(issueNumber);
  for (const match of text.matchAll(bareSection)) {
    const end = match.index + match[0].length;
    if (claimed.some(([from, to]) => match.index < to && from < end)) continue;
    if (standardBefore.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    found.push({ at: match.index, citation: match[0] });
  }
  return found.sort((a, b) => a.at - b.at).map((hit) => hit.citation);
};

const testFunctions = new Set(['describe', 'it', 'test', 'suite']);

/** `describe(...)`, `it.each(...)(...)`, `test.skip(...)`: the callee's root name. */
const calleeRoot = (callee) => {
  let node = callee;
  while (node) {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return undefined;
  }
  return undefined;
};

const titleText = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('…');
  return undefined;
};

export const noTrackerCitations = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Comments and test titles say why in their own words or cite docs/, never an issue number or a brief section',
    },
    schema: [],
    messages: {
      citation:
        "'{{citation}}' cites a tracker or a brief a newcomer does not have: say why in your own words, or cite a section of docs/",
    },
  },
  create(context) {
    const report = (node, loc, text) => {
      for (const citation of trackerCitationsIn(text))
        context.report({ node, loc, messageId: 'citation', data: { citation } });
    };
    return {
      Program(program) {
        for (const comment of context.sourceCode.getAllComments())
          report(program, comment.loc, comment.value);
      },
      CallExpression(node) {
        if (!testFunctions.has(calleeRoot(node.callee) ?? '')) return;
        const title = titleText(node.arguments[0]);
        if (title !== undefined) report(node.arguments[0], node.arguments[0].loc, title);
      },
    };
  },
};

export default { rules: { 'no-tracker-citations': noTrackerCitations } };
