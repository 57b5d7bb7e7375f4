import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page as BrowserPage } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, help) with a line
 * for each node (its selector and what fails), so a failing test says what to fix. Empty when
 * the page passes every rule axe runs by default (or, with `only`, the given rules on the elements
 * a selector matches; `rules: 'all'`: every rule axe has, experimental and AAA ones included).
 */
export async function axeViolations(page: BrowserPage, only?: { include: string; rules: string[] | 'all' }): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context?: unknown, options?: unknown): Promise<{ violations: AxeViolation[] }>; getRules(): { ruleId: string }[] } }).axe;
    const rules = scope?.rules === 'all' ? axe.getRules().map((rule) => rule.ruleId) : scope?.rules;
    const result = await (scope ? axe.run({ include: [scope.include] }, { runOnly: { type: 'rule', values: rules } }) : axe.run());
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, only);
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`).join('\n')}`,
  );
}
