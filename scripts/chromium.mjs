/**
 * How every test and measuring script here launches Chromium: one build pinned through the npm
 * registry (`@sparticuz/chromium`, locked in pnpm-lock.yaml) and fonts pinned the same way, so a
 * screenshot is a function of the repository alone. A distribution's Chromium or font packages
 * change with every security update and differ between Debian 12, Debian 13 and Ubuntu; byte-for-
 * byte baselines drawn by one of them fail on the next (a textarea's resize grip moved 20 px).
 *
 * The package carries the browser brotli-compressed; the first import unpacks it once into
 * node_modules/.cache (about 2 s) and writes a fontconfig file that names only the pinned fonts.
 * One place, so a flag added for one runner (a sandbox, a raster setting) reaches them all.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/** The one build every baseline was drawn with. `@sparticuz/chromium` 153.0.0 ships it. */
export const PINNED_CHROMIUM = '153.0.8010.0';

const root = fileURLToPath(new URL('..', import.meta.url));
// Root devDependencies: pnpm links each into the root node_modules (one exports no package.json).
const packageDir = (name) => realpathSync(join(root, 'node_modules', name));

const sparticuz = packageDir('@sparticuz/chromium');
const cacheDir = join(root, 'node_modules/.cache/bq-chromium', PINNED_CHROMIUM);
const binary = join(cacheDir, 'chromium');
const libDir = join(cacheDir, 'lib');
const fontsConf = join(cacheDir, 'fonts.conf');

/**
 * The fonts that draw every screenshot: DejaVu (the design system's first choice) and Noto Sans
 * SC for Chinese, both from the npm registry. The file names no system directory and includes no
 * system configuration, so installed or removed font packages change no pixel. The aliases give
 * the generic families a fixed answer (without them `monospace` fell back to a serif face).
 */
function fontconfigFile() {
  const dejavu = join(packageDir('dejavu-fonts-ttf'), 'ttf');
  const notoSc = packageDir('@expo-google-fonts/noto-sans-sc');
  const alias = (generic, first) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${first}</family><family>Noto Sans SC</family></prefer></alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${dejavu}</dir>
  <dir>${notoSc}</dir>
  <cachedir>${join(cacheDir, 'fontconfig-cache')}</cachedir>
${alias('sans-serif', 'DejaVu Sans')}
${alias('serif', 'DejaVu Serif')}
${alias('monospace', 'DejaVu Sans Mono')}
</fontconfig>
`;
}

/**
 * Unpacks the browser and the shared libraries it ships (NSS, expat: built for Amazon Linux 2023,
 * needing only glibc), so no distribution package is needed at all. Unpacked into a temporary
 * folder and renamed into place, so two lanes starting together never see half a browser.
 */
function unpack() {
  if (existsSync(binary) && existsSync(fontsConf)) return;
  const staging = `${cacheDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const inflate = (file) => brotliDecompressSync(readFileSync(join(sparticuz, 'bin', file)));
  writeFileSync(join(staging, 'chromium'), inflate('chromium.br'), { mode: 0o755 });
  writeFileSync(join(staging, 'al2023.tar'), inflate('al2023.tar.br'));
  execFileSync('tar', ['-xf', 'al2023.tar'], { cwd: staging });
  rmSync(join(staging, 'al2023.tar'));
  writeFileSync(join(staging, 'fonts.conf'), fontconfigFile());
  try {
    renameSync(staging, cacheDir);
  } catch (error) {
    // Another process won the race: its copy is the same bytes.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
}

function versionOf(executable, env) {
  try {
    const out = execFileSync(executable, ['--version'], { env, encoding: 'utf8', timeout: 30_000 });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(out)?.[1] ?? out.trim();
  } catch (error) {
    return `unknown (${error.message.split('\n')[0]})`;
  }
}

function pinnedLaunch() {
  const override = process.env.CHROMIUM_PATH;
  unpack();
  const executablePath = override ?? binary;
  const env = {
    ...process.env,
    FONTCONFIG_FILE: fontsConf,
    LD_LIBRARY_PATH: [libDir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
  };
  const version = versionOf(executablePath, env);
  if (version !== PINNED_CHROMIUM) {
    throw new Error(
      `Refusing to draw screenshots with ${executablePath} (Chromium ${version}): every baseline ` +
        `was drawn by the pinned Chromium ${PINNED_CHROMIUM} from @sparticuz/chromium, and another ` +
        'build draws some pixels differently (text, form controls). Unset CHROMIUM_PATH to use the ' +
        'pinned one; `pnpm install` brings it.',
    );
  }
  return { executablePath, env, version };
}

const { executablePath, env, version } = pinnedLaunch();

/** Printed by each browser suite at its start, so a run's log names the browser that drew it. */
export const chromiumBanner = `browser: pinned Chromium ${version} (@sparticuz/chromium), fonts from npm (${fontsConf})`;

export const chromiumLaunch = {
  executablePath,
  env,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium re-rasterises only the changed part of a tile after an update; its edges could then
    // differ by a shade from a whole-tile raster (ImagePreview's toolbar after its readout changed,
    // in some runs only). Whole tiles every time make the pixels a function of the page.
    '--disable-partial-raster',
  ],
};
