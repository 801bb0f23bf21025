import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** A copy of content/ with one article changed, so a real `astro sync` can judge it. */
function contentWith(name: string, article: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mabinti-content-'));
  mkdirSync(join(dir, 'blog', 'images'), { recursive: true });
  cpSync('content/pages', join(dir, 'pages'), { recursive: true });
  for (const file of readdirSync('content/blog/images')) {
    copyFileSync(join('content/blog/images', file), join(dir, 'blog', 'images', file));
  }
  writeFileSync(join(dir, 'blog', name), article);
  return dir;
}

describe('the blog content schema', () => {
  it('fails the build for an article without an excerpt, naming the file and the field', async () => {
    const article = readFileSync('content/blog/protective-styles.mdx', 'utf8').replace(/^excerpt:.*\n/m, '');
    const dir = contentWith('missing-excerpt.mdx', article);
    const failure = await run('npx', ['astro', 'sync'], { env: { ...process.env, CONTENT_DIR: dir } }).then(
      () => null,
      (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
    );
    expect(failure).not.toBeNull();
    expect(failure).toContain('missing-excerpt.mdx');
    expect(failure).toMatch(/excerpt.*Required/);
  }, 60_000);
});
