/**
 * One of bench:waitlist's two answering processes: it reads each offer's e-mail as it lands in the
 * outbox (the link's key is only there) and answers it as 1 to 3 clients at once would, sharing
 * the answers of one offer with the other process; one offer in five is passed instead. On
 * SIGTERM it prints what its answers got, as JSON.
 *   node --import tsx scripts/lib/waitlist-answerer.ts --db file:… --url http://… --index 0
 */
import { createClient } from '@libsql/client';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { db: { type: 'string' }, url: { type: 'string' }, index: { type: 'string', default: '0' } },
});
const index = Number(values.index);
const client = createClient({ url: values.db! });
const tally = { answers: 0, took: 0, passed: 0, refused: 0, failed: 0 };
let last = 0;
let stopping = false;
process.on('SIGTERM', () => (stopping = true));

/** How many answer an offer (1 to 3), whether it is passed, and this process's share. */
function plan(key: string) {
  const hash = createHash('sha256').update(key).digest();
  const clients = 1 + (hash[0]! % 3);
  const pass = hash[1]! % 5 === 0;
  const mine = index === 0 ? Math.ceil(clients / 2) : Math.floor(clients / 2);
  return { pass, mine: pass ? (index === 0 ? 1 : 0) : mine };
}

async function answer(key: string, pass: boolean) {
  const response = await fetch(`${values.url}/api/waitlist/offers/${key}/${pass ? 'pass' : 'take'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: values.url! },
    body: '{}',
  });
  await response.arrayBuffer();
  tally.answers += 1;
  if (response.status === 200) tally[pass ? 'passed' : 'took'] += 1;
  else if (response.status === 409) tally.refused += 1;
  else tally.failed += 1;
}

while (!stopping) {
  const { rows } = await client.execute({
    sql: "SELECT id, text FROM outbox WHERE kind = 'waitlist-offer' AND channel = 'email' AND id > ? ORDER BY id LIMIT 200",
    args: [last],
  });
  const work: Promise<void>[] = [];
  for (const row of rows) {
    last = Number(row.id);
    const key = /\/waitlist\/offer\/([A-Za-z0-9_-]+)/.exec(String(row.text))?.[1];
    if (!key) continue;
    const { pass, mine } = plan(key);
    for (let i = 0; i < mine; i++) work.push(answer(key, pass));
  }
  await Promise.all(work);
  if (!rows.length) await new Promise((resolve) => setTimeout(resolve, 20));
}
console.log(JSON.stringify(tally));
client.close();
