import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apiWalls from './eslint/api-walls.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Walls of the API on resolved paths (docs/architecture.md), errors not warnings.
  ...apiWalls,
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/|^\\.\\./\\.\\./(?!\\.)(?!lib/|components/)[^/]+/(api|components)/',
              message: 'A feature imports no other feature: shared pieces go to app/components or app/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // A call's URL is written once, in its contract: the web sends contracts, never a hand-written '/api/…' path.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/app/lib/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "No '/api/…' path outside the API client: send the call's contract (api.send).",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "No '/api/…' path outside the API client: send the call's contract (api.send).",
        },
      ],
    },
  },
  {
    files: ['apps/web/app/{lib,components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|layouts)/',
              message: 'lib and components import no feature or layout.',
            },
          ],
        },
      ],
    },
  },
);
