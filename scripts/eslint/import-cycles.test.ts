import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportGraph, resolveSpecifier } from './import-cycles.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes a small repository: file name -> its source. */
const repository = (files: Record<string, string>) => {
  const base = fs.mkdtempSync(path.join(root, 'repo-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), text);
  }
  return { base, file: (name: string) => path.join(base, name) };
};

describe('import circles', () => {
  it('finds the way back from an import to the importing module', () => {
    // Prepare: a -> b -> c -> a, and d importing a outside the circle.
    const repo = repository({
      'functions/src/a.ts': "import { b } from './b';\nexport const a = b;",
      'functions/src/b.ts': "export { c as b } from './nested/c';",
      'functions/src/nested/c.ts': "import type { A } from '../a';\nexport const c = 1;",
      'functions/src/d.ts': "import { a } from './a';\nexport const d = a;",
    });
    const graph = createImportGraph(repo.base);

    // Act
    const fromB = graph.pathBack(repo.file('functions/src/b.ts'), repo.file('functions/src/a.ts'));
    const fromA = graph.pathBack(repo.file('functions/src/a.ts'), repo.file('functions/src/d.ts'));

    // Assess: type-only imports count (they are a circle for the reader too); d is no part of it.
    expect(fromB?.map((file) => path.relative(repo.base, file))).toEqual([
      'functions/src/b.ts',
      'functions/src/nested/c.ts',
      'functions/src/a.ts',
    ]);
    expect(fromA).toBeUndefined();
  });

  it('follows dynamic imports and the workspaces by package name, not outside packages', () => {
    // Prepare
    const repo = repository({
      'functions/src/lib/x.ts': "export const load = () => import('../data/y.js');",
      'functions/src/data/y.ts':
        "import { x } from '@shop-scanner/functions/lib/x';\nimport { z } from 'zod';\nexport const y = [x, z];",
    });
    const graph = createImportGraph(repo.base);

    // Act
    const imports = graph.importsOf(repo.file('functions/src/data/y.ts'));
    const back = graph.pathBack(
      repo.file('functions/src/data/y.ts'),
      repo.file('functions/src/lib/x.ts'),
    );

    // Assess
    expect(imports).toEqual([repo.file('functions/src/lib/x.ts')]);
    expect(back).toHaveLength(2);
  });

  it('resolves a specifier to its file, or to nothing for a package', () => {
    // Prepare
    const repo = repository({ 'shared/src/index.ts': '', 'web/src/lib/a.tsx': '' });
    const from = repo.file('web/src/lib/b.ts');

    // Act and assess
    expect(resolveSpecifier('./a', from, repo.base)).toBe(repo.file('web/src/lib/a.tsx'));
    expect(resolveSpecifier('@shop-scanner/shared', from, repo.base)).toBe(
      repo.file('shared/src/index.ts'),
    );
    expect(resolveSpecifier('react', from, repo.base)).toBeUndefined();
    expect(resolveSpecifier('./missing', from, repo.base)).toBeUndefined();
  });
});
