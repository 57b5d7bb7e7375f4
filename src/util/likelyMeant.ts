/** Edits (insertions, deletions, substitutions, swaps of neighbours) that make `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The name among `names` that `name` (unknown) was likely meant to be: the same but for case, or
 * a typo or two away (one for a short name); else undefined.
 */
export function likelyMeant(name: string, names: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of names) {
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, candidate);
    if (distance <= Math.min(2, Math.floor(name.length / 3)) && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
