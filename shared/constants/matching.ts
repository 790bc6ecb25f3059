// Matching's weights, without zod: the client's Matches screen shows them (docs/decisions/048-server-render-and-hydrate.md).

/** The spec's static text of matching weights (section 1). */
export const MATCH_WEIGHTS = {
  knowledgeExchange: 0.35,
  learningInterests: 0.25,
  learningStyles: 0.15,
  communication: 0.15,
  personalityFit: 0.1,
} as const;
export const MUTUAL_TEACHING_BONUS = 10;
