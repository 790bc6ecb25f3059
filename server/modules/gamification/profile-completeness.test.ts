import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile-completeness.service';

const complete = {
  learningGoals: ['Understand tokenomics'],
  learningInterests: ['DeFi'],
  expertiseAreas: ['Bitcoin'],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};

describe('isProfileComplete', () => {
  it('is complete when every learning-profile field is filled', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each([
    ['learningGoals', []],
    ['learningInterests', []],
    ['expertiseAreas', []],
    ['preferredLearningStyle', null],
    ['communicationStyle', null],
    ['communicationStyle', '  '],
  ])('is incomplete without %s', (field, empty) => {
    expect(isProfileComplete({ ...complete, [field]: empty })).toBe(false);
  });
});
