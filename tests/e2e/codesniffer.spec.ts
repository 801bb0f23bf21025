import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inKiswahili, pageKinds } from './page-kinds';

/**
 * A second accessibility engine (issue 46): HTML_CodeSniffer's WCAG 2 AA rules, the ones pa11y
 * runs, beside axe on the same pages, one page of every kind in both languages, on the desktop (the
 * phone reads the same HTML; sweep.spec.ts runs axe over every kind at 375 px). Its errors fail the test, each naming the page, the rule
 * and the element; its warnings and notices ask for a person's judgement and are left to review.
 */
const HTMLCS = readFileSync('node_modules/html_codesniffer/build/HTMLCS.js', 'utf8');

/**
 * The sniffer's errors on the page as it stands. The sniffer is put in every page as it loads
 * (`install`, through the debugger, so our CSP stays on), once per test rather than per page.
 */
const install = (page: Page) => page.addInitScript({ content: `${HTMLCS};window.HTMLCS = HTMLCS;` });
async function sniff(page: Page): Promise<string[]> {
  // A page written in place (setContent) has no load for the init script to run in.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${HTMLCS};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const runner = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        runner.process('WCAG2AA', document, () => {
          const messages = runner.getMessages();
          resolve(
            messages
              .filter((message) => message.type === 1)
              .map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 120)})`),
          );
        });
      }),
  );
}

for (const language of ['English', 'Kiswahili'] as const) {
  test(`HTML_CodeSniffer (WCAG 2 AA) and axe find no error on any kind of page, in ${language}`, async ({ page }) => {
    // Some forty pages, each checked by two engines: one language a test, so the two run side by side.
    test.setTimeout(180_000);
    await install(page);
    // The engine itself works: a picture without a text alternative is an error to it.
    await page.setContent('<!doctype html><html lang="en"><title>t</title><img src="x.png"></html>');
    expect((await sniff(page)).length).toBeGreaterThan(0);
    const problems: string[] = [];
    const kinds = await pageKinds(page);
    // Then signed in as a salon: its team, everyone's day, and the account with its insights.
    const salon = [
      '/account',
      '/account/team',
      '/account/day',
      '/account/day?view=week',
      '/account/clients',
      '/account/waitlist',
      '/account/classes',
      '/account/privacy',
      '/account/phone',
    ];
    for (const kind of [...kinds, ...salon]) {
      if (kind === salon[0]) {
        const origin = new URL(page.url()).origin;
        const data = { email: 'demo.salon@mabinti.test', password: 'mabinti-demo' };
        expect((await page.request.post('/api/login', { data, headers: { Origin: origin } })).ok()).toBe(true);
      }
      const path = language === 'English' ? kind : inKiswahili(kind);
      await page.goto(path);
      problems.push(...(await sniff(page)).map((problem) => `${path}: ${problem}`));
      // axe on the same page, at the same width: its serious and critical findings.
      const axe = await new AxeBuilder({ page }).analyze();
      for (const violation of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        problems.push(
          `${path}: axe ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}
