import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Crash-only (issue 42): the server under its supervisor (deploy/supervise.sh, what
 * deploy/mabinti.service does under systemd) is killed with SIGKILL while requests come, and comes
 * back by itself and serves. One run is enough, so the phone project skips it.
 */

test('killed under load, the supervised server comes back and serves', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'mabinti-crash-'));
  const pidfile = join(dir, 'server.pid');
  const origin = 'http://127.0.0.1:4591';
  const supervisor = spawn('bash', ['deploy/supervise.sh'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${dir}/db.db`,
      MEDIA_DIR: `${dir}/media`,
      PORT: '4591',
      HOST: '127.0.0.1',
      SUPERVISE_PIDFILE: pidfile,
    },
    stdio: 'ignore',
  });
  const serving = async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status === 200;
  const pid = () => Number(readFileSync(pidfile, 'utf8'));
  try {
    await expect.poll(serving, { timeout: 60_000, intervals: [250] }).toBe(true);
    const first = pid();
    // Load: requests keep coming while the process dies.
    let stop = false;
    const answered: number[] = [];
    const load = (async () => {
      while (!stop) {
        const response = await fetch(`${origin}/api/services?limit=5`).catch(() => null);
        answered.push(response?.status ?? 0);
      }
    })();
    await expect.poll(() => answered.length, { intervals: [50] }).toBeGreaterThan(20);
    process.kill(first, 'SIGKILL');
    await expect.poll(() => answered.filter((status) => status === 0).length, { intervals: [50] }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await serving()) && pid() !== first, { timeout: 30_000, intervals: [250] })
      .toBe(true);
    const afterRestart = answered.length;
    await expect.poll(() => answered.slice(afterRestart).filter((status) => status === 200).length).toBeGreaterThan(5);
    stop = true;
    await load;
  } finally {
    supervisor.kill('SIGTERM');
  }
});
