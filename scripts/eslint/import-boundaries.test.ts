import { describe, expect, it } from 'vitest';
import { checkImport } from './import-boundaries.js';

const at = (workspace: string, inner: string) => ({ workspace, inner });

describe('import boundaries', () => {
  it('keeps web away from the back end', () => {
    expect(checkImport(at('web', 'src/app/router.tsx'), at('functions', 'src/lib/env'))).toMatch(
      /web must not import functions/,
    );
    expect(checkImport(at('web', 'src/app/router.tsx'), at('infra', 'lib/x'))).toBeDefined();
    expect(checkImport(at('web', 'src/app/router.tsx'), at('shared', 'src/user'))).toBeUndefined();
  });

  it('lets back-end tests, and only tests, drive the local stack', () => {
    expect(
      checkImport(at('functions', 'test/auth.int.test.ts'), at('local', 'src/local-stack')),
    ).toBeUndefined();
    expect(checkImport(at('functions', 'src/lib/env.ts'), at('local', 'src/local-stack'))).toMatch(
      /functions must not import local/,
    );
    expect(
      checkImport(at('web', 'e2e/auth.spec.test.ts'), at('local', 'src/local-stack')),
    ).toBeDefined();
  });

  it('lets tests, and only tests, use the repository tools outside the workspaces', () => {
    const scripts = { outside: 'scripts/barcodes/fake-camera' };
    expect(checkImport({ workspace: 'web', inner: 'e2e/catalogue.ts' }, scripts)).toBeUndefined();
    expect(
      checkImport({ workspace: 'functions', inner: 'test/x.int.test.ts' }, scripts),
    ).toBeUndefined();
    expect(checkImport({ workspace: 'web', inner: 'src/features/scan/x.ts' }, scripts)).toMatch(
      /outside the workspaces/,
    );
    expect(checkImport({ workspace: 'local', inner: 'src/start.ts' }, scripts)).toMatch(
      /outside the workspaces/,
    );
  });

  it('lets shared import only zod', () => {
    expect(checkImport(at('shared', 'src/user.ts'), { external: 'zod' } as never)).toBeUndefined();
    expect(checkImport(at('shared', 'src/user.ts'), { external: 'react' } as never)).toMatch(
      /only zod/,
    );
    expect(checkImport(at('shared', 'src/user.ts'), at('functions', 'src/x'))).toBeDefined();
  });

  it('lets infra see functions only through entry paths, table keys and metric names', () => {
    expect(checkImport(at('infra', 'lib/a.ts'), at('functions', 'src/entries'))).toBeUndefined();
    expect(
      checkImport(at('infra', 'lib/a.ts'), at('functions', 'src/data/table-definition.ts')),
    ).toBeUndefined();
    expect(
      checkImport(at('infra', 'lib/a.ts'), at('functions', 'src/lib/business-metrics')),
    ).toBeUndefined();
    expect(checkImport(at('infra', 'lib/a.ts'), at('functions', 'src/lib/env'))).toMatch(
      /only through/,
    );
  });

  it('keeps features apart and shared UI free of features', () => {
    expect(
      checkImport(
        at('web', 'src/features/auth/components/a.tsx'),
        at('web', 'src/features/landing/b'),
      ),
    ).toMatch(/must not import feature "landing"/);
    expect(
      checkImport(
        at('web', 'src/features/auth/components/a.tsx'),
        at('web', 'src/features/auth/api/b'),
      ),
    ).toBeUndefined();
    expect(
      checkImport(at('web', 'src/components/ui/x.tsx'), at('web', 'src/features/auth/y')),
    ).toBeDefined();
    expect(
      checkImport(at('web', 'src/app/routes.tsx'), at('web', 'src/features/auth/y')),
    ).toBeUndefined();
  });

  it('points the layers of functions one way: http, events -> domain, adapters -> data -> model -> lib', () => {
    const fn = (inner: string) => at('functions', inner);
    expect(
      checkImport(fn('src/http/products/handler.ts'), fn('src/domain/products/x')),
    ).toBeUndefined();
    expect(checkImport(fn('src/domain/products/x.ts'), fn('src/data/products'))).toBeUndefined();
    expect(
      checkImport(fn('src/domain/products/x.ts'), fn('src/adapters/store-reading/y')),
    ).toBeUndefined();
    expect(
      checkImport(fn('src/data/products.ts'), fn('src/model/products/search-text')),
    ).toBeUndefined();
    expect(
      checkImport(fn('src/model/products/a.ts'), fn('src/lib/dynamodb-item-size')),
    ).toBeUndefined();
    expect(checkImport(fn('src/data/products.ts'), fn('src/domain/products/x'))).toMatch(
      /data must not import domain/,
    );
    expect(checkImport(fn('src/lib/http/request-guards.ts'), fn('src/data/rate-limits'))).toMatch(
      /lib must not import data/,
    );
    expect(checkImport(fn('src/model/products/a.ts'), fn('src/data/products'))).toMatch(
      /model must not import data/,
    );
    expect(
      checkImport(fn('src/adapters/connectors/a.ts'), fn('src/http/products/handler')),
    ).toMatch(/adapters must not import http/);
    // Tests beside the code keep its layer: a data test does not reach for the domain either.
    expect(checkImport(fn('src/data/products.test.ts'), fn('src/domain/products/x'))).toBeDefined();
  });

  it('knows the entry modules and refuses a folder of functions/src that is no layer', () => {
    const fn = (inner: string) => at('functions', inner);
    expect(checkImport(fn('src/entries.ts'), fn('src/http/products/handler'))).toBeUndefined();
    expect(checkImport(fn('src/domain/a.ts'), fn('src/entries'))).toMatch(/entry modules/);
    expect(checkImport(fn('src/helpers/a.ts'), fn('src/lib/env'))).toMatch(/helpers is no layer/);
    expect(checkImport(fn('test/products.int.test.ts'), fn('src/data/products'))).toBeUndefined();
  });
});
