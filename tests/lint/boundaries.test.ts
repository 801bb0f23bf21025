import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of decision 011, as `npm run lint` enforces them: fixture files linted
 * with the project's own ESLint configuration, at the paths they would have in the tree.
 */
const eslint = new ESLint();
async function problems(filePath: string, code: string, rule = '@typescript-eslint/no-restricted-imports') {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule);
}

describe('import boundaries', () => {
  it('fail an island that imports a server value', async () => {
    const found = await problems(
      'src/islands/Fixture.tsx',
      "import { openDatabase } from '#functions/db/client';\nexport const db = openDatabase('file:x.db');\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('may import only types from the server');
  });

  it.each([
    ['a store', 'src/stores/fixture.ts', "import { log } from '../../functions/platform/log';\nlog.info('x');\n"],
    ['shared code', 'src/shared/fixture.ts', "import { getPlatform } from '#platform';\ngetPlatform();\n"],
    [
      'a browser script',
      'src/scripts/fixture.ts',
      "import { pagingFrom } from '#server/page-data';\npagingFrom(new URL('x:'));\n",
    ],
  ])('fail %s that imports a server value', async (_what, path, code) => {
    expect(await problems(path, code)).toHaveLength(1);
  });

  it('let an island import a type from the server', async () => {
    const code = "import type { Listing } from '#functions/catalogue/listing';\nexport const none: Listing[] = [];\n";
    expect(await problems('src/islands/Fixture.tsx', code)).toEqual([]);
  });

  it('fail a page that queries, and let it call a service', async () => {
    const querying = "import { findService } from '#functions/catalogue/repository';\nawait findService(null!, 1);\n";
    expect(await problems('src/pages/fixture.ts', querying)).toHaveLength(1);
    const drizzle = "import { eq } from 'drizzle-orm';\neq;\n";
    expect(await problems('src/components/fixture.ts', drizzle)).toHaveLength(1);
    const service = "import { browse } from '#functions/catalogue/service';\nbrowse;\n";
    expect(await problems('src/pages/fixture.ts', service)).toEqual([]);
  });

  it('fail a server module that queries outside a repository, and let a repository query', async () => {
    const querying =
      "import { eq } from 'drizzle-orm';\nimport { services } from '#functions/db/schema/catalogue';\nexport const q = [eq, services];\n";
    const found = await problems('functions/catalogue/fixture.ts', querying);
    expect(found).toHaveLength(2);
    expect(found[0]!.message).toContain('Only repositories query');
    expect(await problems('functions/catalogue/fixture-repository.ts', querying)).toEqual([]);
    const typeOnly = "import type { Database } from '#functions/db/client';\nexport const none: Database[] = [];\n";
    expect(await problems('functions/catalogue/fixture.ts', typeOnly)).toEqual([]);
  });

  it('fail platform code that imports a feature', async () => {
    const code = "import { findService } from '#functions/catalogue/repository';\nexport const f = findService;\n";
    const found = await problems('functions/platform/fixture.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('Platform code imports no feature');
  });

  it('fail a re-export, an export * barrel and an import below code', async () => {
    expect(
      await problems('functions/bookings/fixture.ts', "export * from './repository';\n", 'no-restricted-syntax'),
    ).toHaveLength(1);
    const reexport = "export { findBooking } from './repository';\n";
    expect(await problems('functions/bookings/fixture.ts', reexport, 'no-restricted-syntax')).toHaveLength(1);
    const late = "export const x = 1;\nimport { findBooking } from './repository';\nexport const y = findBooking;\n";
    expect(await problems('functions/bookings/fixture.ts', late, 'import-x/first')).toHaveLength(1);
  });

  it('fail a file over 300 lines', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await problems('functions/bookings/fixture.ts', long, 'max-lines')).toHaveLength(1);
  });

  it('fail an import cycle', async () => {
    // Real files: the cycle rule follows imports on disk.
    const dir = mkdtempSync(join(process.cwd(), 'functions', 'cycle-fixture-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
      const results = await eslint.lintFiles([join(dir, 'a.ts')]);
      const cycles = results[0]!.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycles).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fail an English sentence as a schema's or an answer's message, and pass a catalogue key", async () => {
    const english = [
      "import * as z from 'zod/mini';",
      "export const name = z.string().check(z.minLength(2, 'Please enter your name'));",
      "export const answer = { message: 'Something went wrong here' };",
    ].join('\n');
    expect(await problems('src/shared/fixture.ts', english, 'no-restricted-syntax')).toHaveLength(2);
    const keyed =
      "import * as z from 'zod/mini';\nexport const name = z.string().check(z.minLength(2, 'accountMessages.firstName'));\n";
    expect(await problems('src/shared/fixture.ts', keyed, 'no-restricted-syntax')).toEqual([]);
  });
});
