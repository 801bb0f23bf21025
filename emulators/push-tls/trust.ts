/**
 * The file to give NODE_EXTRA_CA_CERTS so that a process trusts the push-service emulator: its
 * test authority, after whatever extra authorities the environment already trusts (the variable
 * takes one file, and a machine behind a proxy may need its own).
 *   export NODE_EXTRA_CA_CERTS="$(npx tsx emulators/push-tls/trust.ts)"   (what the shell scripts do)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ours = fileURLToPath(new URL('./ca.pem', import.meta.url));

export function trustingPushEmulator(current = process.env.NODE_EXTRA_CA_CERTS): string {
  if (!current || current === ours) return ours;
  const bundle = join(tmpdir(), `mabinti-push-ca-${process.pid}.pem`);
  let existing = '';
  try {
    existing = readFileSync(current, 'utf8');
  } catch {
    // A variable naming no file trusts nothing more.
  }
  if (existing.includes(readFileSync(ours, 'utf8').trim())) return current;
  writeFileSync(bundle, `${existing.trimEnd()}\n${readFileSync(ours, 'utf8')}`);
  return bundle;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(trustingPushEmulator());
