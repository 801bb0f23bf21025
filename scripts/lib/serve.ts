import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the built Node server on a fresh seeded database (tests/e2e/server.sh) and waits for it;
 * `databaseUrl` is that database, for a benchmark to set up or count what it needs.
 */
export async function startBuiltServer(
  port: number,
  /** The push-service emulator's port, whose endpoints the server then accepts (decision 032). */
  pushPort?: number,
): Promise<{ url: string; pid: number; databaseUrl: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'mabinti-serve-'));
  const args = ['tests/e2e/server.sh', String(port), ...(pushPort ? [String(pushPort)] : [])];
  const child: ChildProcess = spawn('bash', args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TMPDIR: dir },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // server.sh ends by exec'ing the server, so the child is the server process itself.
  const databaseUrl = `file:${join(dir, `mabinti-e2e-${port}`, 'e2e.db')}`;
  return { url, pid: child.pid!, databaseUrl, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}
