/**
 * The points ledger's one way in for every module (docs/decisions/023-one-owner-per-table-and-rule.md).
 * Other modules award points inside the transaction of the activity that earns them; the rules (keys,
 * the daily message cap in the user's time zone) live here.
 */
export { awardPoints, sumPointsBySource, totalPoints, type PointsAward } from './points-ledger';
export { messagingPointsInsert, type MessagingPointsInput } from './messaging-points';
export { awardTeachingPoints, type TeachingPointsInput } from './teaching-points';
