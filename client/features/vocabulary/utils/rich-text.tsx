import type { ReactNode } from 'react';

/** Never typed by a translator: it marks where a value sits inside a translated sentence. */
const MARK = '\u2063';

/** A value for `i18n._` that `richText` will wrap (in <strong>, <kbd>) once the sentence is translated. */
export function marked(value: string | number): string {
  return `${MARK}${value}${MARK}`;
}

/** Splits a translated sentence at its marked values, so word order stays the translator's. */
export function richText(text: string, wrap: (part: string, key: number) => ReactNode): ReactNode[] {
  return text.split(MARK).map((part, index) => (index % 2 === 1 ? wrap(part, index) : part));
}
