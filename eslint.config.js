import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries (DESIGN.md, section 3): a feature never imports another feature, nor the start-up
 * code that wires them together; what two features share lives in a neutral module (server: common/,
 * http/, db/; web: ui/, lib/).
 */
const features = (app) => fs.readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const startUpCode = { server: ['app', 'server', 'seed'], web: ['app', 'main'] };

function boundaries(app) {
  return features(app).map((feature) => {
    const others = features(app).filter((name) => name !== feature);
    return {
      files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
      // A test may mount the app's providers around the page it tests.
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(others.length ? [{ regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message: `A feature does not import another feature (${feature} -> other); move what both need to a neutral module.` }] : []),
              { regex: `^(\\.\\./)+(${startUpCode[app].join('|')})(/|\\.|$)`, message: 'A feature does not import start-up code; the app wires features, not the other way round.' },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // CommonJS configuration files (size-limit's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries('server'),
  ...boundaries('web'),
);
