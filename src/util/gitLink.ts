/**
 * What a Git worktree has at its top: a file naming its repository. An output folder made a
 * worktree (`git worktree add build gh-pages`) stays one across builds (see Staging.commit), and
 * the file is no part of the output (see treeFingerprint).
 */
export const GIT_LINK = '.git';
