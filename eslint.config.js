import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's features: each may import components/, lib/, config/, packages/shared and itself, never another feature or app/. */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'));

/**
 * Which server module owns each table: only its owner writes it (insert, update, delete); other
 * modules call the owner's functions (issue 28). lib/ owns its own (rate limits, the audit log,
 * secrets); the seed and the tests fill any. docs/ARCHITECTURE.md's map is this list in words.
 */
export const TABLE_OWNERS = {
  auth: ['users', 'profiles', 'identities', 'sessions', 'refreshTokens', 'oauthCodes', 'oauthStates', 'passwordResets', 'emailVerifications'],
  profiles: ['ownerUpgradeRequests', 'favorites'],
  listings: ['spaces', 'spaceImages', 'spaceBlocks', 'spaceCalendarFeeds', 'calendarImports'],
  bookings: ['bookings', 'reviews'],
  payments: ['mpesaPayments', 'c2bTransactions', 'refunds'],
  meetings: ['meetings', 'meetingParticipants', 'chatMessages', 'chatReports'],
  contact: ['inboxMessages', 'newsletterSubscribers'],
  notifications: ['events', 'notifications', 'mailJobs'],
  messages: ['messageThreads', 'threadMessages'],
  forum: ['forumTopics', 'forumReplies', 'forumLikes'],
  lib: ['rateLimits', 'auditLog', 'appSecrets'],
};
const SERVER_MODULES = readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'));
/** The rule for one part of the server: writing a table another part owns is an error. */
const writesOnlyOwn = (owner, files) => {
  const others = Object.entries(TABLE_OWNERS).flatMap(([module, tables]) => (module === owner ? [] : tables));
  return {
    files,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${others.join('|')})$/]`,
          message: "This table belongs to another module (TABLE_OWNERS in eslint.config.js): call its owner's function instead of writing it here.",
        },
      ],
    },
  };
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...SERVER_MODULES.map((module) => writesOnlyOwn(module, [`apps/server/src/modules/${module}/**/*.ts`])),
  writesOnlyOwn('lib', ['apps/server/src/lib/**/*.ts', 'apps/server/src/realtime/**/*.ts']),
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature does not import another feature: share through components/ or lib/, or compose in app/routes.',
            },
            { group: ['@/app/*', '@/app/**'], message: 'A feature does not import the app around it.' },
          ],
        },
      ],
    },
  })),
  {
    // Application code says what it knows instead of asserting it: a missing row is `one(rows)`,
    // a signed-in page reads `useSignedInUser()`, an optional value is checked. Tests may assert.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Type-aware: a promise is awaited, returned or explicitly let go (`void`); none is passed where a
    // plain function is expected; nothing awaits what is not a promise; no assertion restates a type.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // The benchmarks read raw SQL through whichever database driver runs (its result type is the
    // drivers' union): they state the rows they asked for.
    files: ['bench/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // The environment is read in one place, parsed and typed (config.ts); the test harness and tools read their own.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }] },
  },
);
