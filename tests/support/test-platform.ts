import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '#functions/api/app';
import type { Platform } from '#functions/platform/platform';
import { createNodePlatform } from '#functions/platform/node';
import { runDueJobs } from '#functions/jobs/worker';
import { backgroundSettled } from '#functions/jobs/soon';

/**
 * A real libSQL database file for one test file: a copy of the seeded template,
 * so tests may write freely. Media reads come from the template's folder.
 */
export function createTestPlatform(env: Record<string, string> = {}): Platform & { close: () => void } {
  const root = inject('templateRoot');
  const dir = mkdtempSync(join(root, 'file-'));
  copyFileSync(join(root, 'template.db'), join(dir, 'test.db'));
  // Password hashes at the lightest work the settings take: tests sign up thousands of people.
  return createNodePlatform({
    DATABASE_URL: `file:${join(dir, 'test.db')}`,
    MEDIA_DIR: join(root, 'media'),
    PASSWORD_WORK: '10',
    ...env,
  });
}

let clients = 0;

/**
 * The API in-process over a test database. Each call gets its own client address, so rate
 * limits of one test do not spill into another; `request` sends JSON like a browser on our site.
 */
export function createTestApp(env: Record<string, string> = {}) {
  const platform = createTestPlatform(env);
  const app = createApp(() => platform);
  const clientAddress = `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;
  const client = { clientAddress };
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, client);
  /** Sends JSON to `target` as a browser on our site would. */
  const requester =
    (target: ReturnType<typeof createApp>) =>
    (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, from = client) =>
      target.request(
        path,
        {
          method,
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        },
        from,
      );
  const request = requester(app);
  /** Posts `fields` as a plain HTML form on our site would (no JavaScript). */
  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', ...headers },
        body: new URLSearchParams(fields).toString(),
      },
      client,
    );
  /** The same requests against the app over another platform (a failing mailer, a broken database). */
  const withPlatform = (other: Platform) => {
    const otherApp = createApp(() => other);
    const send = (path: string, init: RequestInit, from = client) => otherApp.request(path, init, from);
    return { request: requester(otherApp), send };
  };
  /** A fresh client address, for tests that make many sign-ups and must not meet the rate limit. */
  const newClient = () => ({ clientAddress: `10.1.${Math.floor(++clients / 250)}.${clients % 250}` });
  return { app, platform, get, request, postForm, env: client, newClient, withPlatform };
}

/**
 * Runs the due jobs as a worker would at `now`, round after round until none is left due (the
 * delivery of queued messages, reminders); how many ran.
 */
export async function runJobs(platform: Platform, now = Date.now()): Promise<number> {
  // What requests started in the background finishes first: its jobs are not claimed twice.
  await backgroundSettled();
  let done = 0;
  for (;;) {
    const report = await runDueJobs(platform, platform.jobs, { worker: 'test', now, limit: 500 });
    done += report.done;
    if (report.claimed === 0) return done;
  }
}
