import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch, PINNED_CHROMIUM } from '../../../scripts/chromium.mjs';
import { newStoryContext, openStory, settle } from './harness';

// The story whose baseline a distribution's Chromium broke (the textarea's resize grip).
const STORY = 'forms-textarea--default';

// Every place a font package or a user could put fonts or fontconfig rules on Linux.
const SYSTEM_FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  '/etc/fonts',
  join(process.env.HOME ?? '/root', '.fonts'),
  join(process.env.HOME ?? '/root', '.local/share/fonts'),
].filter((dir) => existsSync(dir));

// Runs a command in a private mount namespace where each system font folder is an empty tmpfs:
// as if every font package had been removed, without touching the machine. Root needs only
// `--mount`; anyone else maps themselves to root in a user namespace first.
const unshareArgs = process.getuid?.() === 0 ? ['--mount'] : ['--map-root-user', '--mount'];
// A machine with no font folder at all has nothing to hide: the comparison alone is the proof.
const hideFonts =
  SYSTEM_FONT_DIRS.map((dir) => `mount -t tmpfs none '${dir}'`).join(' && ') || 'true';

test('the screenshot suites run the pinned Chromium build', async ({ browser }) => {
  expect(browser.version()).toBe(PINNED_CHROMIUM);
});

test('a story draws byte for byte the same with every system font hidden', async ({
  launchOptions,
}, info) => {
  for (const dir of SYSTEM_FONT_DIRS) {
    const inside = execFileSync(
      'unshare',
      [...unshareArgs, 'sh', '-c', `${hideFonts} && ls -A '${dir}'`],
      {
        encoding: 'utf8',
      },
    );
    expect(inside, `${dir} is empty inside the namespace`).toBe('');
  }

  const wrapperDir = mkdtempSync(join(tmpdir(), 'bq-nofonts-'));
  const wrapper = join(wrapperDir, 'chromium-without-system-fonts');
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec unshare ${unshareArgs.join(' ')} sh -c "${hideFonts} && exec \\"\\$0\\" \\"\\$@\\"" '${chromiumLaunch.executablePath}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);

  const browser = await chromium.launch({ ...launchOptions, executablePath: wrapper });
  try {
    expect(browser.version()).toBe(PINNED_CHROMIUM);
    const context = await newStoryContext(browser, info.project.use);
    const page = await context.newPage();
    await openStory(page, STORY);
    await settle(page);
    // The same baseline file the story suite compares against, at threshold 0.
    await expect(page).toHaveScreenshot(`${STORY}.png`);
  } finally {
    await browser.close();
    rmSync(wrapperDir, { recursive: true, force: true });
  }
});
