/**
 * The confusable skeleton of Unicode Technical Standard #39 ("Unicode Security Mechanisms", section 4):
 * two strings that look alike to a reader have the same skeleton, so "аbаndоn" with Cyrillic а and о,
 * "ａｂａｎｄｏｎ" in fullwidth letters, "𝐚𝐛𝐚𝐧𝐝𝐨𝐧" in mathematical bold and "aban\u00ADdon" with a soft hyphen
 * all become the skeleton of "abandon". The mapping is Unicode's own confusables.txt (confusables-data.ts,
 * generated from a package by scripts/generate-confusables.mjs), never a hand-made table.
 *
 * Two steps go beyond the standard's skeleton(X) = NFD(map(remove-ignorables(NFD(X)))), on purpose, because
 * we compare what a person reads rather than what a font draws: NFKC first (compatibility forms such as
 * ligatures, superscripts and circled letters read as their letters), and lower case (a name or a phrase
 * means the same in either case). Latin capitals are lowered before the mapping, since the table maps
 * capital I to l and "ABILITY" must stay "ability"; every other script is mapped first and lowered after,
 * because its capitals imitate other Latin letters than its small forms do (Greek Υ reads Y, υ reads u).
 * The result is for comparing, not for showing: "m" becomes "rn" and "0" becomes "o", as the standard's
 * prototypes say.
 */
import { CONFUSABLES_TABLE } from './confusables-data';

let table: Map<number, string> | undefined;

function confusables(): Map<number, string> {
  if (table) return table;
  table = new Map();
  for (const line of CONFUSABLES_TABLE.split('\n')) {
    if (!line) continue;
    const [source, prototype] = line.split(';') as [string, string];
    const prototypeText = String.fromCodePoint(...prototype.split(' ').map((code) => Number.parseInt(code, 16)));
    table.set(Number.parseInt(source, 16), prototypeText);
  }
  return table;
}

/**
 * Default-ignorable code points (zero-width space and joiners, word joiner, soft hyphen, variation selectors,
 * tags, fillers, bidirectional controls) and the other format characters: invisible, so removed.
 */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

function mapConfusables(text: string): string {
  const map = confusables();
  let out = '';
  for (const character of text) out += map.get(character.codePointAt(0)!) ?? character;
  return out;
}

/** Lower case can turn a prototype into another source ("M" into "m", which reads as "rn"): repeat to a fixed point. */
const MAX_ROUNDS = 4;

export function confusableSkeleton(text: string): string {
  let skeleton = text
    .normalize('NFKC')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .normalize('NFD')
    .replace(IGNORABLE, '');
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = mapConfusables(skeleton).normalize('NFD').toLowerCase();
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton;
}
