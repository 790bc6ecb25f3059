/** Two learning profiles that teach each other (Staking <-> Trading): shared by the integration and
 *  end-to-end fixtures. No imports, so Playwright and Vitest can both load it. */
export const TEACHES_STAKING = {
  expertiseAreas: ['Staking'],
  learningInterests: ['Trading'],
  learningGoals: ['Develop trading strategies'],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};
export const TEACHES_TRADING = {
  expertiseAreas: ['Trading'],
  learningInterests: ['Staking'],
  learningGoals: [],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};
