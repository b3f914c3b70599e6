/**
 * The authority table: one row for every action type, in the game's words (authority.ts says
 * what each row means and answers who may act). `satisfies`: a new action type without a row
 * fails to compile, here and wherever the table is read.
 */
import type { ActionType } from '../actions'

export type Authority = 'self' | 'activeTeam' | 'defendingTeam' | 'reveals' | 'public'

/** Every action type's row. */
export const AUTHORITY = {
  'mulligan/decide': 'self',
  'mulligan/bottom': 'self',
  'card/move': 'public',
  // The caster's own spell (601.2a); a card in a hand is its owner's alone (810.5).
  'card/cast': 'self',
  'card/tap': 'public',
  'card/untap': 'public',
  // The handler asks that the permanent is the player's own (810.5, S070).
  'card/sacrifice': 'self',
  'card/counters': 'public',
  'card/transform': 'public',
  // The face a card is played or cast with is its player's choice (712.12).
  'card/chooseFace': 'reveals',
  'card/turnFaceDown': 'public',
  'card/turnFaceUp': 'reveals',
  'card/becomeCopy': 'public',
  'card/endCopy': 'public',
  'card/attach': 'public',
  'card/goad': 'public',
  'card/pump': 'public',
  'card/damage': 'public',
  'card/reveal': 'reveals',
  // Only a player of the team the card was shown to says they have seen it (the rule checks it).
  'card/revealSeen': 'self',
  'token/create': 'public',
  'token/createCopy': 'public',
  'library/draw': 'self',
  'library/shuffle': 'public',
  'library/search': 'self',
  'library/arrangeTop': 'self',
  'library/mill': 'public',
  'library/topRevealed': 'reveals',
  'hand/reveal': 'reveals',
  'card/explore': 'public',
  'stack/resolve': 'public',
  'stack/counter': 'public',
  'commander/cast': 'self',
  'commander/return': 'self',
  'commander/returnPreference': 'self',
  'commander/damage': 'public',
  'life/damage': 'public',
  'life/lose': 'public',
  'life/gain': 'public',
  'life/pay': 'public',
  'life/payHalf': 'public',
  'life/set': 'public',
  'life/setEach': 'public',
  'life/double': 'public',
  'life/exchange': 'public',
  'life/redistribute': 'public',
  'poison/add': 'public',
  'player/restrict': 'public',
  'effect/eachOpponent': 'public',
  'effect/eachPlayer': 'public',
  'player/concede': 'self',
  'turn/nextStep': 'activeTeam',
  'turn/end': 'activeTeam',
  // An effect gives the extra turn; `player` is who gets it, not who acts (805.8).
  'turn/extraTurn': 'public',
  'turn/landPlayed': 'self',
  'combat/declareAttackers': 'activeTeam',
  'combat/attack': 'activeTeam',
  'combat/assignDamage': 'activeTeam',
  'combat/damage': 'activeTeam',
  'combat/declareBlockers': 'defendingTeam',
  'combat/declareTeamBlockers': 'defendingTeam',
  'combat/preventAll': 'public',
  'card/conjure': 'public',
} as const satisfies Record<ActionType, Authority>
