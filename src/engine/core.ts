/**
 * The engine without its rules: its words (catalog messages), the state's shapes and constants,
 * and the card readers the deck checks share with the rules. Code on the first screen imports
 * engine values from here, because index.ts brings every rule module with it and the rules load
 * apart from the first screen (src/store/engineLoader.ts). Everything here is in index.ts too.
 * Whatever is exported here is downloaded with the setup screen, used there or not: hidden
 * information (viewFor) and the sense checks of a loaded game (checkState) are only needed once
 * there is a game, so they come with the rules, from index.ts.
 */
export type { Catalog, Message, MessageParam } from './message'
export { formatMessage, isMessage, message, withDetail } from './message'
export type {
  CardData,
  CardFaceData,
  CardId,
  Color,
  GameState,
  PlayerId,
  Step,
  TeamId,
  ZoneName,
} from './types'
export { STEPS } from './types'
/** The rule-free card readers the deck checks share with the rules (702.124, 205, 207.2). */
export type { PartnerAbility } from './rules/partner'
export { canPartner, isBackground, isTimeLordDoctor, partnerAbilities } from './rules/partner'
export { frontTypeLine, subtypes, typeLineHas } from './rules/typeLine'
export { allFaces, rulesTextLines, withoutReminderText } from './rules/cardText'
