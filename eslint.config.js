// Lint set-up: typescript-eslint's recommended rules for all TypeScript, typed promise rules for
// functions/ and model/, React hooks rules for web/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Toasts go through @/ui/toast, which loads sonner when needed. */
const SONNER = { name: 'sonner', message: "Use `toast` from '@/ui/toast': it loads sonner when needed." };
/** Where the web client may import Firebase from. */
const FIREBASE_ONLY_BELOW =
  'Firebase is imported in web/src/lib/ and web/src/data/ only: use their hooks and functions.';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.cache/**', 'emulator-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Typed rules for the server and the model: a promise nobody awaits loses its errors and may
    // outlive the function's execution, so each one is awaited or explicitly `void`ed with the
    // reason. Types come from each workspace's tsconfig.json (the project service).
    files: ['functions/src/**/*.ts', 'model/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // First screens stay light (README "Keeping first screens light"): toasts go through
    // @/ui/toast, which loads sonner with the first one. And Firebase stays behind the data layer
    // (README "Data in the web client"): only lib/ (initialisation, converters) and data/ (one
    // module per resource) import the SDK; screens, widgets and the session use their hooks.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/toast.ts', 'web/src/app/Root.tsx', 'web/src/lib/**', 'web/src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SONNER, { name: 'firebase', message: FIREBASE_ONLY_BELOW }],
          patterns: [{ group: ['firebase/*', '@firebase/*'], message: FIREBASE_ONLY_BELOW }],
        },
      ],
    },
  },
  {
    files: ['web/src/{lib,data}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [SONNER] }] },
  },
  {
    // The server's layers below the edge take no requests (.dependency-cruiser.cjs has the map):
    // what they need of one (an upload, the client address) is handed to them by a router.
    files: ['functions/src/{domain,store,core}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'busboy'].map((name) => ({
            name,
            message: 'Only routes/ and http/ handle requests: pass what is needed of the request instead.',
          })),
        },
      ],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
