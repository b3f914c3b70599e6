/**
 * 903.9 as a choice in the game state: a commander put into a graveyard or exile (903.9a), or
 * into a hand or a library (903.9b), leaves its owner a pending choice to move it to the command
 * zone instead. The choice lives while the card stays where it went; any move of the card ends it.
 */
import type { CardInstance, CommanderChoice, GameState, ZoneName } from '../types'

const CHOICE_ZONES: ReadonlySet<ZoneName> = new Set(['graveyard', 'exile', 'hand', 'library'])

export function pendingChoices(s: GameState): CommanderChoice[] {
  return s.commanderChoices ?? []
}

/** Called by every move: forgets the card's open choice, and opens one if 903.9 applies. */
export function noteDeparture(s: GameState, c: CardInstance, to: ZoneName): GameState {
  const open = pendingChoices(s)
  const others = open.some((q) => q.card === c.id) ? open.filter((q) => q.card !== c.id) : open
  const departs = c.isCommander && c.zone !== to && CHOICE_ZONES.has(to)
  if (!departs) return others === open ? s : { ...s, commanderChoices: others }
  const zone = to as CommanderChoice['zone']
  return { ...s, commanderChoices: [...others, { card: c.id, owner: c.owner, zone }] }
}
