/**
 * The engine without its rules: its words (catalog messages) and the state's shapes and
 * constants. Code on the first screen imports engine values from here, because index.ts brings
 * every rule module with it and the rules load apart from the first screen
 * (src/store/engineLoader.ts). Everything here is in index.ts too.
 * Whatever is exported here is downloaded with the setup screen, used there or not, so it holds
 * only what the first paint needs: hidden information (viewFor) and the sense checks of a loaded
 * game (checkState) come with the rules, from index.ts; the card readers the deck checks share
 * with the rules come from cardRules.ts.
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
export { balanceBidi } from './bidi'
