/** Modules the build puts into one file of their own (vite.config.ts). */
export interface CodeGroup {
  readonly name: string;
  /**
   * Paths from the repository's root (`web/`, `shared/`), or a package's from its name, without
   * extension.
   */
  readonly modules: readonly string[];
}

/** A test for the modules named (paths from the repository's root, without extension). */
export const modulesNamed = (modules: readonly string[]) =>
  new RegExp(
    `[\\\\/](${modules.map((m) => m.replaceAll('/', '[\\\\/]')).join('|')})\\.(ts|tsx|js)$`,
  );

/**
 * Small shared modules gathered into a few files, by who uses them. Left to the bundler, each set
 * of pages sharing a module got a file of its own (a few dozen to a few hundred bytes each), and a
 * product page asked for 21 scripts once its route matched: on a phone's network, 6 connections at
 * a time to one HTTP/1.1 origin, four rounds of requests before its name could show. Now it asks
 * for 4 (bench/RESULTS.md). Only the modules named move (not what they import), and none is used by
 * the entry, so its first requests stay as they were. A page that uses one module of a file loads
 * the whole file: each list holds what its pages nearly all use, and the few hundred bytes a page
 * loads unused cost less than a round of requests.
 */
export const codeGroups: readonly CodeGroup[] = [
  {
    // What nearly every page uses, the landing page included: plans and their wording.
    name: 'app-common',
    modules: ['shared/src/plans', 'web/src/lib/usage-wording', 'web/src/lib/offline/saved-offline'],
  },
  {
    // What the pages that read the API use: /products, a product page, /scan, /pricing and others.
    name: 'page-common',
    modules: [
      'web/src/lib/api/retry-policy',
      'web/src/lib/api/subscription',
      'web/src/lib/api/answer-shape',
      'web/src/lib/api/products',
      'web/src/lib/api/errors',
      'web/src/lib/format',
      'web/src/lib/use-after-paint',
      'web/src/components/ui/limit-banner',
      'web/src/components/ui/usage-allowance',
      'web/src/components/ui/usage-meter',
      'web/src/components/ui/field',
      'web/src/components/ui/tab-list',
      'web/src/components/ui/tone',
      'web/src/features/products/api/product',
      'shared/src/subscription-rules',
      'shared/src/en-us-format',
      'shared/src/product-rules',
      'shared/src/time',
      // TanStack Query's query and mutation hooks, which the entry does not use (it makes the client only).
      ...[
        'query-core/build/modern/queryObserver',
        'query-core/build/modern/mutationObserver',
        ...[
          'queryOptions',
          'IsRestoringProvider',
          'QueryErrorResetBoundary',
          'errorBoundaryUtils',
          'suspense',
          'useBaseQuery',
          'useQuery',
          'useMutation',
        ].map((name) => `react-query/build/modern/${name}`),
      ].map((module) => `@tanstack/${module}`),
    ],
  },
  {
    // The account forms' checks (sign in, register, password reset, the profile's form).
    name: 'account-checks',
    modules: [
      'web/src/lib/account-field-checks',
      'shared/src/password-rules',
      'shared/src/account-types',
      'zod/v4/core/regexes',
    ],
  },
  {
    // What the pages that show products use: /products, a product page, /scan, the wishlist and
    // its collections (product cards, images, scores, prices, the wishlist's Add button).
    name: 'catalogue-common',
    modules: [
      'shared/src/price-rules',
      'shared/src/wishlist-rules',
      'shared/src/moderation-rules',
      'web/src/components/ui/product-image',
      'web/src/components/ui/product-illustration',
      'web/src/components/ui/product-pictograms',
      'web/src/components/ui/product-visual',
      'web/src/components/ui/score-badge',
      'web/src/components/ui/skeleton',
      'web/src/lib/offline/offline-copy',
      'web/src/lib/product-links',
      'web/src/lib/use-browser-idle',
      'web/src/features/products/api/saved-products',
      'web/src/features/wishlist/api/add-wishlist-item',
      'web/src/features/wishlist/api/wishlist-items',
      'web/src/features/wishlist/api/wishlist-query-keys',
      'web/src/features/wishlist/components/add-to-wishlist-button',
    ],
  },
];
