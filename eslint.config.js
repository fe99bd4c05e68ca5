import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Lint of the whole workspace, run by `pnpm test`: the recommended JavaScript and TypeScript
// rules, React's rules of hooks, and the import direction of the project (packages never import
// the shell or a section; a section never imports the shell or another section).

const SECTIONS = ['actief', 'board', 'events', 'media', 'sport', 'webshop'];

/** No imports of these packages, nor relative paths into their folders. */
function forbidden(names, folders, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: names, message },
          { group: folders.map((folder) => `**/${folder}/**`), message },
        ],
      },
    ],
  };
}

/** Globals of PocketBase's JavaScript hooks and migrations (its JSVM). */
const POCKETBASE_GLOBALS = Object.fromEntries(
  [
    '$app',
    '$apis',
    '$os',
    '$security',
    '$mails',
    '$dbx',
    '$filesystem',
    '$http',
    '$template',
    '__hooks',
    'routerAdd',
    'routerUse',
    'cronAdd',
    'MailerMessage',
    'migrate',
    'toString',
    'toBytes',
    'sleep',
    'arrayOf',
    'DynamicModel',
    'Record',
    'Collection',
    'DateTime',
    'ValidationError',
    'ApiError',
    'BadRequestError',
    'NotFoundError',
    'ForbiddenError',
    'TextField',
    'RelationField',
    'NumberField',
    'DateField',
    'JSONField',
    'SelectField',
    'BoolField',
  ].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
      '.tmp/**',
      '.data/**',
      'packages/backend/pb_data/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // PocketBase runs these in its own engine: CommonJS, its globals, hooks registered by name.
    files: ['packages/backend/pb_hooks/**/*.js', 'packages/backend/pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        ...POCKETBASE_GLOBALS,
        module: 'writable',
        require: 'readonly',
        console: 'readonly',
        ...Object.fromEntries(
          [
            'onBootstrap',
            'onRecordValidate',
            'onRecordUpdate',
            'onRecordCreateRequest',
            'onRecordUpdateRequest',
            'onRecordDeleteRequest',
            'onRecordAuthWithPasswordRequest',
            'onRecordAfterCreateSuccess',
            'onRecordAfterUpdateSuccess',
            'onRecordAfterDeleteSuccess',
          ].map((hook) => [hook, 'readonly']),
        ),
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // The reference names the type declarations PocketBase writes into a data folder (for editors).
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      // Handler arguments are PocketBase's; a caught error is often only a "not found".
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none' }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: forbidden(
      ['@tjas/shell', '@tjas/section-*'],
      ['shell', 'remotes'],
      'A package never imports the shell or a section.',
    ),
  },
  ...SECTIONS.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: forbidden(
      ['@tjas/shell', ...SECTIONS.filter((other) => other !== name).map((other) => `@tjas/section-${other}`)],
      ['shell', ...SECTIONS.filter((other) => other !== name)],
      'A section never imports the shell or another section: they meet only through the section contract.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbidden(['@tjas/section-*'], ['remotes'], 'The shell loads sections at run time, never imports them.'),
  },
  {
    // The spec's full-list batch size is 500; the SDK would ask 1,000 records at a time.
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='getFullList']:not(:has(ObjectExpression > Property[key.name='batch']))",
          message: 'Pass { batch: FULL_LIST_BATCH } (from @tjas/auth): whole lists are loaded 500 records at a time.',
        },
      ],
    },
  },
);
