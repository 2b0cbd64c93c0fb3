/**
 * How every test and measuring script here launches Chromium: the Debian build (never a
 * downloaded one) with the flags this machine needs. One place, so a flag added for one runner
 * (a sandbox, a raster setting) reaches them all.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
