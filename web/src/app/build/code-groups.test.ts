import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeGroups, modulesNamed } from './code-groups';

const repositoryRoot = resolve(__dirname, '../../../..');

/** Where a named module is on disk: the repository's own, or a package's under node_modules. */
const filesOf = (module: string) =>
  ['ts', 'tsx', 'js'].map((extension) =>
    join(
      repositoryRoot,
      /^(web|shared)\//.test(module) ? '' : 'node_modules',
      `${module}.${extension}`,
    ),
  );

describe('the code groups of the build', () => {
  it.each(codeGroups.flatMap(({ name, modules }) => modules.map((module) => [name, module])))(
    '%s names a module that exists: %s',
    (_group, module) => {
      // A renamed or moved module would silently leave its group, and its page a round of requests.
      expect(filesOf(module).filter((file) => existsSync(file))).toHaveLength(1);
    },
  );

  it('puts each module in one group only', () => {
    const all = codeGroups.flatMap(({ modules }) => modules);
    expect(new Set(all).size).toBe(all.length);
  });

  it("matches a named module's file by its whole path, with either separator", () => {
    const test = modulesNamed([
      'web/src/lib/format',
      '@tanstack/react-query/build/modern/useQuery',
    ]);
    expect(test.test('/repo/web/src/lib/format.ts')).toBe(true);
    expect(test.test('C:\\repo\\web\\src\\lib\\format.ts')).toBe(true);
    expect(test.test('/repo/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe(
      true,
    );
    // Not a longer name that ends the same, nor another folder's file of the same name.
    expect(test.test('/repo/web/src/lib/format-extra.ts')).toBe(false);
    expect(test.test('/repo/web/src/lib/old/format.ts')).toBe(false);
    expect(test.test('/repo/web/src/lib/format.css')).toBe(false);
  });
});
