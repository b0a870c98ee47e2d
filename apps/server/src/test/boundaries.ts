import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The server's boundaries read from what the code means, not how it is spelled
 * (docs/ARCHITECTURE.md "Boundaries"): every import resolved to the file it loads (relative climbs,
 * namespaces, re-exports, dynamic imports and type imports alike), and every table a file writes,
 * by a Drizzle call or by SQL text. `boundaries.test.ts` holds the rules against what this finds.
 */

export const SERVER_SRC = path.resolve(import.meta.dirname, '..');
const SCHEMA_DIR = path.join(SERVER_SRC, 'db', 'schema');

/** Where a file lives: a module (`modules/<name>`), or a layer (`db`, `lib`, `realtime`, `app`...). */
export function partOf(file: string): string {
  const [top, second] = path.relative(SERVER_SRC, file).split(path.sep);
  if (top === 'modules' && second) return `modules/${second}`;
  return top?.replace(/\.tsx?$/, '') ?? '';
}

/** Every source file of the server but the tests and the test helpers. */
export function sourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'migrations' || name === 'ical-fixtures' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

/** A relative specifier as the file it loads (`.ts`, `.tsx`, or a folder's index); a package's stays as written. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? base;
}

export interface Import {
  from: string;
  to: string;
  line: number;
  how: 'static' | 're-export' | 'dynamic' | 'type';
}

/** Every file a file loads or names the type of: import and export declarations, `import()`, `import('…').T` types and `require`. */
export function importsOf(file: string): Import[] {
  const source = parse(file);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, how: Import['how']) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    found.push({ from: file, to: resolve(file, specifier.text), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, how });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, 're-export');
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node, node.moduleReference.expression, 'static');
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      add(node, node.arguments[0], 'dynamic');
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal, 'type');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Tables the migrations create that the schema does not describe (triggers write them; the
 * catalogue index reads them): their owner, named here, is the one module that writes them.
 */
export const MIGRATION_TABLES: Record<string, string> = {
  availability_changes: 'modules/spaces',
  catalogue_epoch: 'modules/spaces',
  search_words: 'modules/spaces',
};

/**
 * Each table's owner and SQL name, read from the schema: the tables of `db/schema/<owner>.ts` are
 * `<owner>`'s (`lib` for lib/'s own); then MIGRATION_TABLES, by their SQL names.
 */
export function tableOwners(): Map<string, { owner: string; sqlName: string }> {
  const tables = new Map<string, { owner: string; sqlName: string }>(Object.entries(MIGRATION_TABLES).map(([name, owner]) => [name, { owner, sqlName: name }]));
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts') && f !== 'columns.ts')) {
    const text = readFileSync(path.join(SCHEMA_DIR, file), 'utf8');
    const owner = file.replace(/\.ts$/, '');
    for (const match of text.matchAll(/^export const (\w+) = (?:pgTable|singleUseLinks)\(\s*'(\w+)'/gm))
      tables.set(match[1]!, { owner: owner === 'lib' ? 'lib' : `modules/${owner}`, sqlName: match[2]! });
  }
  return tables;
}

export interface Write {
  file: string;
  line: number;
  table: string;
  how: 'drizzle' | 'sql';
}

const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?(\w+)"?/gi;
const SQL_WRITE_BEFORE_VALUE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

/**
 * Every table a file writes: `x.insert(t)`, `x.update(t)`, `x.delete(t)` with `t` a table however it
 * was imported (renamed, or `schema.t`), and SQL text naming one after INSERT INTO, UPDATE or DELETE
 * FROM, in a string or a template, literally or as `${t}`.
 */
export function writesOf(file: string, tables = tableOwners()): Write[] {
  const source = parse(file);
  const bySqlName = new Map([...tables].map(([name, t]) => [t.sqlName, name]));
  // Local names of imported tables: `import { bookings as b }` makes `b` the bookings table.
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
    for (const element of statement.importClause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (tables.has(imported)) local.set(element.name.text, imported);
    }
  }
  const tableIn = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return local.get(node.text);
    if (ts.isPropertyAccessExpression(node) && tables.has(node.name.text) && ts.isIdentifier(node.expression)) return node.name.text;
    return undefined;
  };
  const writes: Write[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const fromText = (node: ts.Node, text: string) => {
    for (const match of text.matchAll(SQL_WRITE)) {
      const table = bySqlName.get(match[1]!);
      if (table) writes.push({ file, line: at(node), table, how: 'sql' });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['insert', 'update', 'delete'].includes(node.expression.name.text)) {
      const table = tableIn(node.arguments[0]);
      if (table) writes.push({ file, line: at(node), table, how: 'drizzle' });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) fromText(node, node.text);
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      for (const part of parts) fromText(node, part);
      // `insert into ${bookings}`: the table is the value after the words.
      node.templateSpans.forEach((span, i) => {
        if (!SQL_WRITE_BEFORE_VALUE.test(parts[i]!)) return;
        const table = tableIn(span.expression);
        if (table) writes.push({ file, line: at(span), table, how: 'sql' });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The strongly connected groups of more than one node: each a cycle (Tarjan's algorithm). */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) connect(node);
  return groups;
}
