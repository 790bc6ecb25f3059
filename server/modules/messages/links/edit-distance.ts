/**
 * Edit distance with adjacent swaps counted as one edit (optimal string alignment). Typosquats swap letters
 * ("metmaask") as often as they change one; Levenshtein packages count a swap as two edits, which would let
 * a swapped six-letter name through a one-edit rule. Compares code points, so an emoji or a Cyrillic letter
 * is one edit.
 */
export function editDistance(left: string, right: string): number {
  const a = [...left];
  const b = [...right];
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
