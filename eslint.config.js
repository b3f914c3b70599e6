import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * One door into the rules (issue 22, docs/architecture.md): code outside src/engine imports the
 * engine from src/engine/index.ts, or from one of its two rule-free parts: src/engine/core.ts
 * (words and the state's shapes) where it runs on the first screen, src/engine/cardRules.ts (the
 * card readers) for the deck checks, which load apart from the rules. The English engine catalog
 * is data the table's words load.
 */
const oneDoor = {
  regex: '(^|/)engine/(?!core$|cardRules$|messages/en\\.json$)',
  message:
    'Import the engine from src/engine/index.ts (its public surface, a named list), or from src/engine/core.ts on the first screen, or src/engine/cardRules.ts for the card readers (index.ts brings every rule module, which loads apart from the first screen). Anything deeper is an internal that may change without notice; see docs/architecture.md.',
}

/** The page's libraries, refused where code is pure or runs in Node (bots, src/shared, server). */
const PAGE_LIBRARIES = ['react', 'react-dom', 'zustand', 'idb-keyval', 'i18next', 'react-i18next']
const PAGE_LIBRARY_PARTS = ['react/*', 'react-dom/*', 'zustand/*', '@dnd-kit/*', '@colyseus/*']

/** Import patterns for these folders of src/, wherever the importer stands. */
function folders(...names) {
  return names.flatMap((name) => [`**/${name}`, `**/${name}/**`])
}

/** The page's globals, refused where code must also run in Node (src/shared, the server). */
function pageGlobals(why) {
  return ['window', 'document', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
    name,
    message: `${why}: no ${name}.`,
  }))
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-e2e-*',
      'dist-server-e2e-*',
      'dist-server-cluster-*',
      'bench/.dist-*',
      'reports',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The engine stays pure: no UI, no store, no I/O libraries (DESIGN.md).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', 'idb-keyval'],
          patterns: [
            'react/*',
            'react-dom/*',
            'zustand/*',
            '@dnd-kit/*',
            '**/store/**',
            '**/ui/**',
            '**/cards/**',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [oneDoor] }] },
  },
  {
    // The bots (issue 39) are fenced like the engine: a bot is a pure function of its team's
    // view, so it sees the rules only through the engine's door (the one-door rule above) and
    // nothing of the page — no React, no store, no card pool, no clock of the interface.
    files: ['src/bots/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PAGE_LIBRARIES,
          patterns: [
            {
              group: [
                ...PAGE_LIBRARY_PARTS,
                ...folders('store', 'ui', 'cards', 'deck', 'remote', 'i18n', 'scenarios'),
              ],
              message:
                "A bot reads its team's view through the engine's door and nothing else (issue 39).",
            },
            oneDoor,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'A bot decides from its view alone: no page.' },
        { name: 'document', message: 'A bot decides from its view alone: no page.' },
        { name: 'localStorage', message: 'A bot decides from its view alone: no storage.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Bots are pure: randomness comes from a seed (random.ts).',
        },
        {
          object: 'Date',
          property: 'now',
          message: "Bots are pure: no clock; pacing is the runner's caller's.",
        },
      ],
    },
  },
  {
    // src/shared (issue 38) is what the client and the game server both run: the save format, the
    // undo history, the protocol. It sees the rules through the engine's doors and nothing of the
    // page: no store, UI, remote session, interface words, PWA, React or browser storage.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PAGE_LIBRARIES,
          patterns: [
            {
              group: [
                ...PAGE_LIBRARY_PARTS,
                ...folders(
                  'store',
                  'ui',
                  'remote',
                  'i18n',
                  'pwa',
                  'cards',
                  'deck',
                  'bots',
                  'scenarios',
                ),
              ],
              message:
                "src/shared runs on the game server too: it imports only the engine's doors and src/shared (issue 38, docs/architecture.md).",
            },
            oneDoor,
          ],
        },
      ],
      'no-restricted-globals': ['error', ...pageGlobals('src/shared runs on the game server too')],
    },
  },
  {
    // The game server imports the client's code only through the engine's doors, src/shared
    // (issue 38) and the bots' door (issue 39: a room's bot seats; src/bots is fenced like the
    // engine): nothing of the store, the UI or the browser reaches Node.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PAGE_LIBRARIES,
          patterns: [
            {
              regex: '(^|/)src/(?!engine(/(core|cardRules|messages/en\\.json))?$|bots$|shared/)',
              message:
                'The server imports src/engine/index.ts (or core.ts, cardRules.ts), src/bots/index.ts and src/shared/** only; move what it needs into src/shared (issue 38, docs/architecture.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...pageGlobals('The server has no page')],
    },
  },
  {
    // The store never reaches into the UI.
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/**', 'react-dom', '@dnd-kit/*'] }, oneDoor] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']",
          message: 'No .only in tests.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
)
