import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = ['shared', 'functions', 'infra', 'web', 'local', 'bench', 'scripts'];
const skipped = new Set(['node_modules', 'dist', 'cdk.out', '.tmp', 'test-results']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

const anchorsOf = (document: string): Set<string> =>
  new Set(
    readFileSync(document, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

describe('references to docs/ in the code', () => {
  it('name a document that exists, and a section it has', () => {
    // Prepare
    const files = workspaces.flatMap((workspace) => sourceFiles(path.join(root, workspace)));
    const references = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map(
        ([, document = '', anchor]) => ({ file: path.relative(root, file), document, anchor }),
      ),
    );

    // Act
    const broken = references.filter(({ document, anchor }) => {
      const documentPath = path.join(root, 'docs', document);
      if (!existsSync(documentPath)) return true;
      return anchor !== undefined && !anchorsOf(documentPath).has(anchor);
    });

    // Assess
    expect(references.length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it('reads anchors the way GitHub writes them', () => {
    expect(anchorOf('Total cost and best deal')).toBe('total-cost-and-best-deal');
    expect(anchorOf("How a store's verdict is scored")).toBe('how-a-stores-verdict-is-scored');
  });
});
