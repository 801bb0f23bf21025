import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of decision 011, as `npm run lint` enforces them: fixture files linted
 * with the project's own ESLint configuration, at the paths they would have in the tree.
 */
const eslint = new ESLint();
async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
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
});
