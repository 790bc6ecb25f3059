/**
 * How words of a term and of a text are compared in every language (docs/decisions/056-translations.md): letter
 * case, Turkish dotted and dotless i, Arabic marks, letter variants and proclitics, Turkish suffixes. Used by
 * the term matcher (term-matcher.ts).
 */

/** Turkish case, plural and possessive endings a term's last word may carry ("cüzdan-lar-da", "token-ı"); i/ı folded. */
export const TURKISH_SUFFIX =
  /^(?:l[ae]r)?(?:[iuü]|[iuü]n|n[iuü]n|s[iuü]|s[iuü]n[iuü]|y[iuü]|y[iuü]n|[ae]|y[ae]|n[ae]|[dt][ae]|n?[dt][ae]n|n[dt][ae]|[iuü]m|[iuü]m[iuü]z|[iuü]n[iuü]z|yl[ae]|l[ae]|ki|[dt][ae]ki)?(?:[iuü]|[ae]|[dt][ae]|[dt][ae]n|n[iuü]n)?$/u;
/** Arabic vowel marks and tatweel (ignored), alef and yeh variants (one letter each). */
const ARABIC_MARKS = /\u0640|\p{Mn}/gu;
export const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** Proclitics an Arabic word may start with: and, so, with/by, like, for. */
const ARABIC_PROCLITICS = ['و', 'ف', 'ب', 'ك', 'ل'];

/** A word as compared: lower case, Turkish i/ı/İ as one letter, Arabic without marks and with one alef and one yeh. */
export function fold(word: string): string {
  let folded = word.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(folded)) return folded;
  // "İ" lower-cases to "i" + a combining dot above; "ı" stays: both become "i".
  if (/\u0131|\u0307/u.test(folded)) folded = folded.replace(/i\u0307/g, 'i').replace(/\u0131/g, 'i');
  if (ARABIC_LETTER.test(folded))
    folded = folded
      .replace(ARABIC_MARKS, '')
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
      .replace(/\u0649/g, '\u064a');
  return folded;
}

/** The keys an Arabic word may be looked up by: itself, without one proclitic, and each with or without the article. */
export function arabicVariants(word: string): string[] {
  const stems = [word];
  if (word.length > 3 && ARABIC_PROCLITICS.includes(word[0]!)) stems.push(word.slice(1));
  if (word.startsWith('لل') && word.length > 3) stems.push(`ال${word.slice(2)}`);
  const variants = new Set<string>();
  for (const stem of stems) {
    variants.add(stem);
    if (stem.startsWith('ال')) continue;
    if (stem.length >= 3) variants.add(`ال${stem}`);
  }
  variants.delete(word);
  return [...variants];
}
