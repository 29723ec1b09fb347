/** The most lines one paste turns into items (a list holds at most MAX_ITEMS_PER_LIST). */
const MAX_PASTED_LINES = 100;

/**
 * The items of a pasted text: one per non-empty line, without the bullets a message app or a
 * notes app puts in front (« - », « • », « * », « 1. », « 2) », « [ ] »).
 */
export function pastedLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-–—•*·▪◦]|\d{1,3}[.)]|\[[ xX]?\])\s*/u, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .slice(0, MAX_PASTED_LINES);
}
