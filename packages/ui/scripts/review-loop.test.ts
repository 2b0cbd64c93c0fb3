// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The design system's review loop on a pull request (docs/decisions/design-system.md): the
 * workflow runs the README's test command, hands reviewers the screenshot report and the built
 * Storybook, and says which stories changed; Chromatic fails on what nobody reviewed.
 */
const packageDir = new URL('../', import.meta.url);
const root = new URL('../../../', import.meta.url);
const workflow = (name: string) =>
  parse(readFileSync(new URL(`.github/workflows/${name}`, root), 'utf8')) as {
    on: Record<string, unknown>;
    jobs: Record<
      string,
      { steps: { name?: string; run?: string; uses?: string; with?: Record<string, string> }[] }
    >;
  };

describe('the pull-request workflow', () => {
  const pr = workflow('pull-request.yml');
  const steps = Object.values(pr.jobs).flatMap((job) => job.steps);

  it('runs on every pull request, and runs the README test command', () => {
    expect(Object.keys(pr.on)).toContain('pull_request');
    expect(steps.some((step) => step.run?.trim() === 'bash .ci/run')).toBe(true);
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain('bash .ci/run');
  });

  it('uploads the screenshot report where the visual suite writes it, and the built Storybook', () => {
    const uploads = steps
      .filter((step) => step.uses?.startsWith('actions/upload-artifact'))
      .map((step) => step.with?.path ?? '');
    const config = readFileSync(new URL('visual/playwright.config.ts', packageDir), 'utf8');
    const folder = /'html',\s*\{ outputFolder: resolve\(here, '([^']+)'\)/.exec(config)?.[1];
    expect(folder).toBe('../../../test-results/ui-visual-report');
    expect(uploads.join('\n')).toContain('test-results/ui-visual-report');
    expect(uploads.join('\n')).toContain('packages/ui/storybook-static');
  });

  it('comments the stories whose screenshots changed, from the visual suite’s results', () => {
    const comment = steps.find((step) => step.uses?.startsWith('actions/github-script'));
    expect(comment?.with?.script).toContain('test-results/playwright-ui.json');
    expect(comment?.with?.script).toContain('createComment');
  });
});

describe('the Chromatic workflow', () => {
  it('fails on changes nobody reviewed', () => {
    const runs = Object.values(workflow('chromatic.yml').jobs)
      .flatMap((job) => job.steps)
      .map((step) => step.run ?? '')
      .join('\n');
    expect(runs).toContain('chromatic');
    expect(runs).not.toContain('--exit-zero-on-changes');
  });
});
