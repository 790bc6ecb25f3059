import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/server-i18n';
import { ARCHETYPE_TEXTS, archetypeTexts } from './archetype-texts';
import { ARCHETYPES } from './archetypes';

describe('personality type texts', () => {
  it('hold the exact English of every archetype', () => {
    expect(Object.keys(ARCHETYPE_TEXTS)).toEqual(ARCHETYPES.map((archetype) => archetype.key));
    for (const archetype of ARCHETYPES) {
      expect(ARCHETYPE_TEXTS[archetype.key]!.name.message).toBe(archetype.name);
      expect(ARCHETYPE_TEXTS[archetype.key]!.description.message).toBe(archetype.description);
    }
  });

  it('answer English unchanged and every other language translated', () => {
    const pioneer = ARCHETYPES[0]!;
    expect(archetypeTexts(pioneer, serverI18n('en'))).toEqual({ name: 'The Bold Pioneer', description: pioneer.description });
    expect(archetypeTexts(pioneer, serverI18n('es')).name).toBe('El Pionero Audaz');
    for (const locale of ['es', 'pt-BR', 'tr', 'ar']) {
      for (const archetype of ARCHETYPES) expect(archetypeTexts(archetype, serverI18n(locale)).description).not.toBe(archetype.description);
    }
  });
});
