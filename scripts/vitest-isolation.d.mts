import type { TestProjectInlineConfiguration } from 'vitest/config';

export function testFiles(packageDir: string, dir: string): string[];
export function isolationProjects(
  packageDir: string,
  files: string[],
  name: string,
): TestProjectInlineConfiguration[];
