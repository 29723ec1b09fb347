/** The most lines one paste turns into items (a list holds at most MAX_ITEMS_PER_LIST). */
const MAX_PASTED_LINES = 100;

/**
 * A message's greeting or sign-off line, a name or endearment after it allowed (« Salut ! »,
 * « Coucou Thomas », « Merci », « Bisous mon cœur »): never an item. Accents, case, punctuation and
 * emoji aside.
 */
const GREETING =
  /^(?:salut|coucou|bonjour|bonsoir|hello|merci(?: beaucoup)?|bisous|bises|gros bisous|merci bisous|a plus|a toute)(?: [\p{L}'’-]+){0,2}$/u;

function isGreeting(line: string): boolean {
  const plain = line
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return GREETING.test(plain);
}

/**
 * The items of a pasted text: one per non-empty line, without the bullets a message app or a
 * notes app puts in front (« - », « • », « * », « 1. », « 2) », « [ ] ») and without the message's
 * greeting and sign-off lines (« Salut ! », « Merci », « Bisous »).
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
    .filter((line) => line !== '' && !isGreeting(line))
    .slice(0, MAX_PASTED_LINES);
}
