import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import playwright from 'eslint-plugin-playwright';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // End-to-end tests wait for what the page tells (a request, an attribute, an idle
    // callback), never for a fixed time: a fixed wait is slow where the page is fast and flaky
    // where it is slow.
    files: ['e2e/**/*.ts', 'e2e-cms/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      // 'networkidle' is 500 ms without a request: a wait on time. trackNetwork(page).settled()
      // in e2e/fixtures.ts waits for the page's own signals instead.
      'playwright/no-networkidle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'No fixed waits in end-to-end tests: wait for a signal from the page instead.',
        },
        {
          selector:
            "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='setTimeout']",
          message: 'No fixed waits in end-to-end tests: wait for a signal from the page instead.',
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'coverage/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
