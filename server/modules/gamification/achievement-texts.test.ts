import { describe, expect, it } from 'vitest';
import { serverI18n } from '../../i18n/server-i18n';
import { ACHIEVEMENT_TEXTS, achievementTexts } from './achievement-texts';
import { ACHIEVEMENTS } from './achievements';

describe('achievement texts', () => {
  it('has every achievement, with the English of achievements.ts word for word', () => {
    expect(Object.keys(ACHIEVEMENT_TEXTS).sort()).toEqual(ACHIEVEMENTS.map((definition) => definition.key).sort());
    for (const definition of ACHIEVEMENTS) {
      const texts = ACHIEVEMENT_TEXTS[definition.key]!;
      expect([texts.name.message, texts.description.message]).toEqual([definition.name, definition.description]);
    }
  });

  it("answers in the reader's language, English for English", () => {
    const first = ACHIEVEMENTS[0]!;
    expect(achievementTexts(first, serverI18n('en'))).toEqual({ name: 'First Lesson', description: 'Complete your first learning module' });
    const spanish = achievementTexts(first, serverI18n('es'));
    expect(spanish.name).not.toBe('First Lesson');
    expect(spanish.description).toMatch(/módulo/);
  });
});
