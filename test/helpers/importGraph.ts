import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of a file of docgen's by another. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type`, `export type ... from`, `import { type A }` alone, `typeof import('x')`: erased when compiled. */
  typeOnly: boolean;
}

/** A stage of ARCHITECTURE.md's table: its rank (1 the lowest) and the paths it holds (folders end with '/'). */
export interface Stage {
  rank: number;
  name: string;
  paths: string[];
}

/**
 * The stages, read from the table under "## Stages" in ARCHITECTURE.md (the one place that says
 * their order): rows `| rank | name | \`src/x/\` \`src/y.ts\` | ... |`, lowest first.
 */
export function readStages(architectureMd: string): Stage[] {
  const section = architectureMd.split(/^## /m).find((s) => s.startsWith('Stages'));
  if (!section) throw new Error('ARCHITECTURE.md has no "## Stages" section');
  const stages: Stage[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const rank = Number(cells[1]);
    if (!line.startsWith('|') || !Number.isInteger(rank) || rank < 1) continue;
    stages.push({ rank, name: cells[2]!.replace(/\*/g, ''), paths: [...cells[3]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) });
  }
  return stages;
}

/** The stage a file belongs to: the one naming the longest path that holds it. */
export function stageOf(stages: Stage[], file: string): Stage | undefined {
  let found: { stage: Stage; length: number } | undefined;
  for (const stage of stages) {
    for (const p of stage.paths) {
      const holds = p.endsWith('/') ? file.startsWith(p) : file === p;
      if (holds && (!found || p.length > found.length)) found = { stage, length: p.length };
    }
  }
  return found?.stage;
}

const SOURCE = /\.(ts|tsx)$/;

/** The TypeScript files below `dirs` of `root`, relative and with '/' (declaration files too). */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name)) files.push(child);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/** The specifiers a file imports, read by TypeScript's own parser: static and dynamic imports, re-exports, import types. */
export function specifiersOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      // `import { type A, type B } from` names only types: nothing of the module is used when it runs.
      const allTypes = Boolean(clause && !clause.name && named?.length && named.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: Boolean(clause?.isTypeOnly) || allTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a specifier names, if it is one of `files`: relative ones, and the names a theme
 * imports docgen's browser code and its own modules by (`docgen/shared/x.js`, `docgen/theme/x.js`,
 * see src/bundle/docgenImports.ts). `./x.js` is x.ts or x.tsx, as TypeScript resolves it.
 */
export function resolveSpecifier(from: string, specifier: string, files: Set<string>): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else if (/^docgen\/(client|shared)\//.test(specifier)) target = `src/${specifier.slice('docgen/'.length)}`;
  else if (specifier.startsWith('docgen/theme/')) target = `templates/${specifier.slice('docgen/theme/'.length)}`;
  else return undefined;
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '');
  return [target, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`].find((candidate) => files.has(candidate));
}

/** Every import between the files below `dirs`. */
export function importGraph(root: string, dirs: string[]): { files: string[]; edges: ImportEdge[] } {
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const { specifier, typeOnly } of specifiersOf(from, fs.readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolveSpecifier(from, specifier, known);
      if (to && to !== from) edges.push({ from, to, typeOnly });
    }
  }
  return { files, edges };
}

/**
 * The import circles, one path each (`a -> b -> c -> a`): for each strongly connected group of
 * files (Tarjan's algorithm), the shortest circle through its first file.
 */
export function importCircles(files: string[], edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return groups.map((group) => shortestCircle(group[0]!, new Set(group), next));
}

/** A shortest path from `start` back to itself within `group` (breadth first). */
function shortestCircle(start: string, group: Set<string>, next: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of next.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const circle = [start];
        for (let at = v; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
