import { chromium } from '@playwright/test';

const [, , url, out, width = '1280', extra] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
if (extra) await eval(extra);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(logs.join('\n'));
await browser.close();
