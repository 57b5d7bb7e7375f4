/**
 * What the bench deletes between runs (outputs, caches, finished sites) is moved into a trash
 * folder and deleted only once everything is measured.
 *
 * Why: this machine's disk is ext4 without a journal, where allocating an inode skips every
 * inode of its block group freed in the last 60 s (360 s while the inode table is not written
 * out), one cached block lookup each. A build started right after the bench deleted the
 * previous run's output (27,000 files on the 10,000-page site) paid for the bench's own `rm`
 * on each file it created, whichever tool it was: docgen's 1,000 pages cold took 5.2-6.8 s
 * after a delete and 4.5 s after a move, the difference in system time. A rename frees no inode.
 */
import fs from 'node:fs';
import path from 'node:path';

export function createTrash(dir) {
  let moved = 0;
  return {
    /** Moves `target` into the trash (deleted at once when it is on another file system). */
    discard(target) {
      if (!fs.existsSync(target)) return;
      fs.mkdirSync(dir, { recursive: true });
      try {
        fs.renameSync(target, path.join(dir, `${moved++}-${path.basename(target)}`));
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        fs.rmSync(target, { recursive: true, force: true });
      }
    },
    empty() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
