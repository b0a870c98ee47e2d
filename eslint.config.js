import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's features: each may import components/, lib/, config/, packages/shared and itself, never another feature or app/. */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'));

/**
 * Which server module owns each table: only its owner writes it (insert, update, delete); other
 * modules call the owner's functions (issue 28). The one list is the schema itself: each owner's
 * tables live in apps/server/src/db/schema/<owner>.ts ('lib' for lib/'s rate limits, audit log
 * and secrets). The seed and the tests fill any table.
 */
const SCHEMA_DIR = path.join(import.meta.dirname, 'apps/server/src/db/schema');
export const TABLE_OWNERS = Object.fromEntries(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'columns.ts')
    .map((file) => [
      file.replace(/\.ts$/, ''),
      [...readFileSync(path.join(SCHEMA_DIR, file), 'utf8').matchAll(/^export const (\w+) = (?:pgTable|singleUseLinks)\(/gm)].map((m) => m[1]),
    ]),
);
const SERVER_MODULES = readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'));
/**
 * What a server module offers the others (docs/ARCHITECTURE.md "Where things live", "What others
 * call"): its service.ts, and the files apps/server/src/modules/offered.json lists (the boundary
 * test reads the same list). Anything else in a module is its own business.
 */
const MODULE_EXPORTS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(import.meta.dirname, 'apps/server/src/modules/offered.json'), 'utf8'))).filter(
    ([key]) => key !== '$comment',
  ),
);
/** The web app's components and pages. */
const COMPONENT_FILES = [
  'apps/web/src/features/*/components/**/*.tsx',
  'apps/web/src/features/*/*.tsx',
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/components/**/*.tsx',
];
/** Writes belong in a feature's api/ hook (lib/use-write.ts), not in components. */
const WRITES_IN_HOOKS = {
  selector: "CallExpression[callee.name='useMutation'], CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|setQueriesData)$/]",
  message: "A write and what it refreshes belong in a hook in the feature's api/ (see lib/use-write.ts).",
};
/** Words a person reads come from the message catalogues (issue 31): literal text in JSX, labels and titles. */
const LITERAL_TEXT_MESSAGE = 'Words people read come from the message catalogues (m.*), not literal text.';
const WORDS = '/[A-Za-z]{2,}/';
/** Attributes that people read (or hear): a component's title, subtitle, description and empty text too. */
const READ_ATTRIBUTES = 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|description|subtitle|text|heading|empty|eyebrow|hint|\\w*Label)$/]';
/** Where a value is shown as it is: a child expression, or one of those attributes, directly or as either side of a condition. */
const SHOWN = ['JSXElement > JSXExpressionContainer', `${READ_ATTRIBUTES} > JSXExpressionContainer`].flatMap((at) => [
  at,
  `${at} > ConditionalExpression`,
  `${at} > ConditionalExpression > ConditionalExpression`,
  `${at} > LogicalExpression`,
]);
/** Where a write's words are given: useWrite's done and failed, as a value, a function's answer or either side of its condition; a fallback. */
const TOLD = ['Property[key.name=/^(done|failed)$/]', 'Property[key.name=/^(done|failed)$/] > ArrowFunctionExpression']
  .flatMap((at) => [at, `${at} > ConditionalExpression`, `${at} > ConditionalExpression > ConditionalExpression`])
  .concat([`CallExpression[callee.object.name='toast'] > LogicalExpression`, `NewExpression[callee.name='Error'] > LogicalExpression`]);
export const NO_LITERAL_TEXT = [
  // The product's and M-Pesa's names may stand alone.
  { selector: 'JSXText[value=/^(?!\\s*(Nafasi|M-Pesa)\\s*[·]?\\s*$)[\\s\\S]*[A-Za-z]{2,}/]', message: LITERAL_TEXT_MESSAGE },
  { selector: `${READ_ATTRIBUTES} > Literal[value=${WORDS}]`, message: LITERAL_TEXT_MESSAGE },
  { selector: `Property[key.name=/^(label|title|description|text)$/] > Literal[value=${WORDS}]`, message: LITERAL_TEXT_MESSAGE },
  ...SHOWN.flatMap((at) => [
    { selector: `${at} > Literal[value=${WORDS}]`, message: LITERAL_TEXT_MESSAGE },
    { selector: `${at} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`, message: LITERAL_TEXT_MESSAGE },
  ]),
  // Toasts and the tab's title are read too.
  { selector: `CallExpression[callee.object.name='toast'] > :matches(Literal[value=${WORDS}], TemplateLiteral)`, message: LITERAL_TEXT_MESSAGE },
  // So is what a write says it did or why it failed (useWrite's done and failed), and a fallback
  // for the server's words (`error || '…'`).
  ...TOLD.map((at) => ({ selector: `${at} > :matches(Literal[value=${WORDS}], TemplateLiteral)`, message: LITERAL_TEXT_MESSAGE })),
  { selector: `CallExpression[callee.name='useDocumentTitle'] > :matches(Literal[value=${WORDS}], TemplateLiteral)`, message: LITERAL_TEXT_MESSAGE },
];
/**
 * `replace` and `replaceAll` read their replacement string as a pattern: `$&`, `` $` `` and `$'` in it
 * copy the match or the text around it, so text written by a person (a forum post, a display name)
 * given as the replacement could make a page thousands of times its size (a 312 MB topic page). A
 * replacement is written here (a literal) or is a function, whose answer is taken as it is.
 */
const literalReplacement = {
  meta: {
    type: 'problem',
    messages: { pattern: "A replacement string is a pattern ($&, $` and $' copy text): pass a function, `() => value`, for text not written here." },
  },
  create(context) {
    const written = (node) => (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && node.expressions.length === 0);
    const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !['replace', 'replaceAll'].includes(callee.property.name)) return;
        const replacement = node.arguments[1];
        if (!replacement || written(replacement) || isFunction(replacement)) return;
        context.report({ node: replacement, messageId: 'pattern' });
      },
    };
  },
};
export const NAFASI_PLUGIN = { rules: { 'literal-replacement': literalReplacement } };
/** The rule for one module: it imports another module's service.ts and listed files only. */
const importsOnlyOffered = (module) => ({
  files: [`apps/server/src/modules/${module}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '../*/*',
              '!../../**',
              ...SERVER_MODULES.filter((other) => other !== module).flatMap((other) =>
                ['service.ts', ...(MODULE_EXPORTS[other] ?? [])].map((file) => `!../${other}/${file}`),
              ),
            ],
            message: "Another module's inside: import its service.ts or a file it offers (MODULE_EXPORTS in eslint.config.js).",
          },
        ],
      },
    ],
  },
});
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
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'apps/web/pseudo/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
      'packages/shared/src/paraglide/**',
    ],
  },
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
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { nafasi: NAFASI_PLUGIN },
    rules: { 'nafasi/literal-replacement': 'error' },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  // The service worker runs in the worker's scope (self, caches, clients).
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...SERVER_MODULES.map((module) => writesOnlyOwn(module, [`apps/server/src/modules/${module}/**/*.ts`])),
  ...SERVER_MODULES.map(importsOnlyOffered),
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
    // A write is a hook in its feature's api/ (lib/use-write.ts): it owns what it refreshes and how
    // its refusal reads. Components and pages call the hook and read its isPending.
    files: COMPONENT_FILES,
    rules: { 'no-restricted-syntax': ['error', WRITES_IN_HOOKS] },
  },
  {
    // Issue 31: no literal words outside the message catalogues (a later block replaces an earlier
    // one's list, so components keep the rule above too).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.tsx'],
    // Long-form copy is written whole per language in content/ and content/sw/ (content.test.ts).
    ignores: ['**/*.test.*', 'apps/web/src/content/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_LITERAL_TEXT] },
  },
  {
    files: COMPONENT_FILES,
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-syntax': ['error', WRITES_IN_HOOKS, ...NO_LITERAL_TEXT] },
  },
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
