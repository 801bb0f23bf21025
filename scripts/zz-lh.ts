import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumLaunchOptions } from '../tests/support/chromium';
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
const url = process.argv[2]!;
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const lhr = r!.lhr;
for (const id of process.argv.slice(3))
  console.log(id, JSON.stringify(lhr.audits[id]?.details ?? lhr.audits[id]).slice(0, 3000));
await chrome.kill();
