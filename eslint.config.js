import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  // Walls between domains (docs/architecture.md), errors not warnings.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!public$).+',
              message: 'Another module is reached only through its public.ts.',
            },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[^/]+/(?!public$).+',
              message: 'A flow reaches a module only through its public.ts.',
            },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/modules/', message: 'The platform imports no module.' },
            { regex: '/db/seed(/|$)', message: 'Nothing at runtime reads the seed.' },
          ],
        },
      ],
    },
  },
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
  ...(await import('./eslint/composition-walls.js')).default,
);
