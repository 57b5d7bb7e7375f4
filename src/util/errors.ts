import path from 'node:path';

/** One thing wrong with the user's input, and where. */
export interface Problem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/**
 * An error the user can fix (bad content, bad config, broken link): printed as a clear block
 * without a stack trace, exit code 1. Carries one or several problems, reported all at once.
 */
export class UserError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem | Problem[], options?: { cause?: unknown }) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.map((p) => p.message).join('\n'), options);
    this.name = 'UserError';
    this.problems = list;
  }
}

/** Problems each said once: the same one found twice (a page compiled for two locales, an import failing in two bundles) is one. */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify([p.file, p.line, p.column, p.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `file:line:col`, relative to cwd when the file is below it. */
export function formatLocation(p: Pick<Problem, 'file' | 'line' | 'column'>, cwd = process.cwd()): string {
  if (!p.file) return '';
  const rel = path.relative(cwd, p.file);
  const file = rel && !rel.startsWith('..') ? rel : p.file;
  return [file, p.line, p.line !== undefined ? p.column : undefined].filter((x) => x !== undefined).join(':');
}

export function formatProblem(p: Problem, cwd?: string): string {
  const where = formatLocation(p, cwd);
  const lines = [where ? `${where}: ${p.message}` : p.message];
  if (p.hint) lines.push(`  hint: ${p.hint}`);
  return lines.join('\n');
}
