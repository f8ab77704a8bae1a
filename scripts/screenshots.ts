/**
 * Screenshots of pages in both themes, both locales, at phone and desktop widths, for looking at what we build.
 *   npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--out screenshots] /flash-cards /settings …
 * Paths are locale-less. Files land in ./screenshots (gitignored). `--cookie name=value` adds a cookie (e.g. a
 * session, `authjs.session-token=…`, to shoot signed-in screens).
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const base = option('base', 'http://127.0.0.1:3000');
const out = option('out', 'screenshots');
const widths = option('widths', '375,1280').split(',').map(Number);
const themes = option('themes', 'dark,light').split(',');
const localesToShoot = option('locales', 'en,vi').split(',');
const fullPage = option('full', 'yes') === 'yes';
const extraCookie = option('cookie', '');
const primaryColor = option('color', 'amber');
const paths = args.length ? args : ['/flash-cards'];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 800 : 900 } });
    await context.addCookies([
      { name: 'kotonoha-theme', value: theme, url: base },
      { name: 'kotonoha-primary', value: primaryColor, url: base },
      ...(extraCookie
        ? [
            {
              name: extraCookie.slice(0, extraCookie.indexOf('=')),
              value: extraCookie.slice(extraCookie.indexOf('=') + 1),
              url: base,
            },
          ]
        : []),
    ]);
    const page = await context.newPage();
    for (const locale of localesToShoot) {
      for (const path of paths) {
        await page.goto(`${base}/${locale}${path}`, { waitUntil: 'networkidle' });
        const name = `${path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'home'}-${locale}-${theme}-${width}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage });
        console.log(`${out}/${name}`);
      }
    }
    await context.close();
  }
}
await browser.close();
