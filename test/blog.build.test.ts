import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, listFiles, Page } from './helpers/fixture.js';
import { blogSite } from './helpers/blogSite.js';

describe('the blog', () => {
  it('builds', () => {
    const dir = blogSite();
    fs.rmSync('/tmp/blog-debug-site', { recursive: true, force: true });
    fs.cpSync(dir, '/tmp/blog-debug-site', { recursive: true });
    const result = buildSite(dir);
    console.log(result.stderr);
    console.log(listFiles(path.join(dir, 'build')).filter((f) => f.includes('blog')).join('\n'));
    console.log(dir);
  });
});
