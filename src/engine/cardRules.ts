/**
 * The rule-free card readers the deck checks share with the rules (702.124 partner, 205 type
 * lines, 207.2 reminder text), without the rules themselves: the deck checks (src/deck) load
 * apart from the rules and from the first paint, and import them from here, one of the engine's
 * public entries with index.ts and core.ts (docs/architecture.md). Everything here is in
 * index.ts too.
 */
export type { PartnerAbility } from './rules/partner'
export { canPartner, isBackground, isTimeLordDoctor, partnerAbilities } from './rules/partner'
export { frontTypeLine, subtypes, typeLineHas } from './rules/typeLine'
export { allFaces, rulesTextLines, withoutReminderText } from './rules/cardText'
