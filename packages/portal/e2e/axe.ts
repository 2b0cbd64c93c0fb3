import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * Axe (WCAG 2.1 A and AA) on the page as it stands: the serious and critical findings. Used by the
 * sweep (axe.spec.ts) and by a journey that reaches a page no seed holds (a pay statement).
 */
// Evaluated rather than added as a script tag: the portal's CSP (script-src 'self') refuses an
// inline script, and the sweep must see the page with the policy it ships with.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Finding = { page: string; rule: string; impact: string; target: string; help: string };

export async function seriousViolations(page: Page, at: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, WCAG21_AA);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => ({
        page: at,
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        help: v.help,
      })),
    );
}

export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.page}: ${f.rule} (${f.impact}) at ${f.target}: ${f.help}`).join('\n');
