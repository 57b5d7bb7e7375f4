import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The CLI tests run bin/docgen.js, which loads dist/: compile it from the current sources first. */
export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/compile.js', import.meta.url))], { stdio: 'inherit' });
}
