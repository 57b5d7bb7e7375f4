import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, readStages, specifiersOf, stageOf, type ImportEdge, type Stage } from './helpers/importGraph.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const DIRS = ['src', 'templates'];

/**
 * Circles count every import, type-only ones too: a type-only circle is erased when compiled, but
 * neither file can be read without the other, and the type of one stage's output belongs in the
 * stage that makes it or below, not in the one that reads it.
 *
 * The order of stages counts the imports that remain when compiled: those decide what loads and
 * runs what. A type-only import may name the shape of what a higher stage hands a lower one (the
 * browser's boot code reads the theme's PageData; write/sitemap.ts takes the planner's routes),
 * and costs nothing at run time.
 */
function orderViolations(stages: Stage[], edges: ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to, typeOnly } of edges) {
    if (typeOnly) continue;
    const a = stageOf(stages, from);
    const b = stageOf(stages, to);
    // A file no stage holds is reported by the test of the table itself.
    if (a && b && b.rank > a.rank) problems.push(`${from} (${a.rank} ${a.name}) imports ${to} (${b.rank} ${b.name})`);
  }
  return problems;
}

const circleLines = (circles: string[][]) => circles.map((circle) => circle.join(' -> '));

describe("docgen's imports", () => {
  const stages = readStages(fs.readFileSync(path.join(repoRoot, 'ARCHITECTURE.md'), 'utf8'));
  const { files, edges } = importGraph(repoRoot, DIRS);

  it('place every file of src/ and templates/ in a stage of ARCHITECTURE.md', () => {
    expect(stages.length).toBeGreaterThan(10);
    expect(files.filter((file) => !stageOf(stages, file))).toEqual([]);
  });

  it('make no circle, type-only imports included', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(circleLines(importCircles(files, edges))).toEqual([]);
  });

  it('go from a stage only to the same stage or a lower one', () => {
    expect(orderViolations(stages, edges)).toEqual([]);
  });
});

describe('the import walker', () => {
  it('reads every form of import, and which are erased', () => {
    const text = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "import { type D, d } from './d.js';",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "export * from './g.js';",
      "const h = await import('./h.js');",
      "type I = typeof import('./i.js');",
      "import './j.css';",
      'const k = <div>{String(a)}</div>;',
    ].join('\n');
    expect(specifiersOf('x.tsx', text)).toEqual([
      { specifier: './a.js', typeOnly: false },
      { specifier: './b.js', typeOnly: true },
      { specifier: './c.js', typeOnly: true },
      { specifier: './d.js', typeOnly: false },
      { specifier: './e.js', typeOnly: false },
      { specifier: './f.js', typeOnly: true },
      { specifier: './g.js', typeOnly: false },
      { specifier: './h.js', typeOnly: false },
      { specifier: './i.js', typeOnly: true },
      { specifier: './j.css', typeOnly: false },
    ]);
  });

  it('lists a circle, through .ts and .tsx files, a dynamic import and a theme import of docgen/shared', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-imports-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('src/shared/engine.ts', "import type { Page } from '../../templates/Page.js';\nexport const engine = (p: Page) => p;\n");
      write('templates/Page.tsx', "export type Page = string;\nexport const load = () => import('./search.js');\n");
      write('templates/search.ts', "import { engine } from 'docgen/shared/engine.js';\nexport { engine };\n");
      write('src/util/leaf.ts', 'export const leaf = 1;\n');
      const { files, edges } = importGraph(root, DIRS);
      expect(edges).toContainEqual({ from: 'templates/Page.tsx', to: 'templates/search.ts', typeOnly: false });
      expect(circleLines(importCircles(files, edges))).toEqual(['src/shared/engine.ts -> templates/Page.tsx -> templates/search.ts -> src/shared/engine.ts']);

      const stages = readStages('## Stages\n\n| rank | stage | folders |\n| --- | --- | --- |\n| 1 | shared | `src/shared/` `src/util/` |\n| 2 | theme | `templates/` |\n');
      expect(orderViolations(stages, edges)).toEqual([]);
      const lower = readStages('## Stages\n\n| rank | stage | folders |\n| --- | --- | --- |\n| 1 | theme | `templates/` |\n| 2 | shared | `src/shared/` `src/util/` |\n');
      expect(orderViolations(lower, edges)).toEqual(['templates/search.ts (1 theme) imports src/shared/engine.ts (2 shared)']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
