import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/import-boundaries.js';
import citations from './scripts/eslint/no-tracker-citations.js';
import cycles from './scripts/eslint/import-cycles.js';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'infra/cdk.out/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.out/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { project: { rules: { ...boundaries.rules, ...cycles.rules } }, citations },
    rules: {
      'project/import-boundaries': ['error', { root }],
      'project/import-cycles': ['error', { root }],
      'citations/no-tracker-citations': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // typeof import('./x') types a lazily loaded module without loading it.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
