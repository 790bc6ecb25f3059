/**
 * The rules every accepted text field shares (docs/security.md item 7, docs/decisions/013-hardening.md,
 * docs/decisions/042-text-and-id-rules-and-caps-in-the-database.md): no NUL or other control characters (a
 * message may keep its line breaks and tabs), no lone surrogates (half of a UTF-16 pair: PostgreSQL refuses
 * them in jsonb, and no real text has one), and names are NFKC normalised before any length rule, with no
 * bidirectional overrides or invisible characters, so "Adm\u200bin" cannot pass for "Admin".
 *
 * The first two rules are a regular expression, not a refinement, so the OpenAPI document shows them as the
 * field's `pattern` and `server/api-contract.int.test.ts` can fail on a request string without them. The
 * patterns are Unicode regular expressions (the `u` flag): there a surrogate class matches only a half
 * without its partner, so emoji pass.
 */
import { z } from 'zod';

const LINE_FEED = 0x0a;
const TAB = 0x09;

/** C0 controls, DEL and C1 controls, plus the line and paragraph separators. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Bidirectional embeddings, overrides, isolates and marks (they reorder how a name reads). */
const BIDI_CONTROLS: ReadonlyArray<readonly [number, number]> = [
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/** Zero-width and invisible characters: joiners, the word joiner, the BOM, soft hyphen, fillers, selectors. */
const INVISIBLE: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200d],
  [0x2060, 0x2064],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
];

const inRanges = (code: number, ranges: ReadonlyArray<readonly [number, number]>) => ranges.some(([low, high]) => code >= low && code <= high);

export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters or broken characters';
export const INVISIBLE_CHARACTER_MESSAGE = 'Names may not contain invisible or direction-changing characters';

export function hasControlCharacters(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (!isControl(code)) continue;
    if (options.allowLineBreaks && (code === LINE_FEED || code === TAB)) continue;
    return true;
  }
  return false;
}

const ZERO_WIDTH_JOINER = 0x200d;
const EMOJI_PRESENTATION = 0xfe0f;
const TEXT_PRESENTATION = 0xfe0e;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI = /\p{Emoji}/u;
const SKIN_TONE = /[\u{1F3FB}-\u{1F3FF}]/u;

/**
 * The joiner and the presentation selectors are how emoji are spelled (a family, a flag, a coloured heart):
 * kept inside an emoji sequence, refused anywhere else, where they only hide or disguise letters.
 */
function isPartOfEmoji(characters: readonly string[], index: number): boolean {
  const code = characters[index]!.codePointAt(0);
  const before = characters[index - 1] ?? '';
  const after = characters[index + 1] ?? '';
  if (code === EMOJI_PRESENTATION || code === TEXT_PRESENTATION) return EMOJI.test(before);
  if (code === ZERO_WIDTH_JOINER) {
    const joinsAfter = PICTOGRAPH.test(before) || SKIN_TONE.test(before) || before.codePointAt(0) === EMOJI_PRESENTATION;
    return joinsAfter && PICTOGRAPH.test(after);
  }
  return false;
}

export function hasInvisibleCharacters(value: string): boolean {
  const characters = [...value];
  return characters.some((character, index) => {
    const code = character.codePointAt(0) as number;
    if (inRanges(code, BIDI_CONTROLS)) return true;
    return inRanges(code, INVISIBLE) && !isPartOfEmoji(characters, index);
  });
}

/** A half of a surrogate pair without its other half (JSON can carry one: `"\\ud800"`). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Whole text without control characters or lone surrogates; the multi-line form keeps line feed and tab. */
/* eslint-disable no-control-regex -- these expressions exist to find control characters */
export const PLAIN_TEXT_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]*$/u;
export const MULTILINE_TEXT_PATTERN = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]*$/u;
/* eslint-enable no-control-regex */

/** A single-line text field: no control characters at all (passwords, URLs, search terms). */
export function plainText() {
  return z.string().regex(PLAIN_TEXT_PATTERN, { error: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** A multi-line body (a chat message, report details, a moderator's note): line feeds and tabs allowed. */
export function multilineText() {
  return z.string().regex(MULTILINE_TEXT_PATTERN, { error: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/**
 * A name people read (username, display name): NFKC first, then the caller's trim and length rules run on
 * the normalised text; control, bidi and zero-width characters refused.
 */
export function nameText() {
  return z
    .string()
    .regex(PLAIN_TEXT_PATTERN, { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .overwrite((value) => value.normalize('NFKC'))
    .refine((value) => !hasInvisibleCharacters(value), { error: INVISIBLE_CHARACTER_MESSAGE, abort: true });
}
