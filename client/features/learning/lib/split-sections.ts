/** A lesson section: one h2 heading and what follows it, up to the next h2. */
export interface LessonSection {
  title: string;
  html: string;
}

/**
 * Splits sanitised module HTML at each h2 (docs/decisions/020-lesson-figures-and-sections.md). The
 * introduction before the first heading opens the first section.
 */
export function splitSections(html: string): LessonSection[] {
  const parts = html.split(/(?=<h2>)/);
  const intro = parts[0]?.startsWith('<h2>') ? '' : (parts.shift() ?? '');
  return parts.map((part, index) => ({
    title: (/^<h2>([\s\S]*?)<\/h2>/.exec(part)?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
    html: index === 0 ? intro + part : part,
  }));
}
