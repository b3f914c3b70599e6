/**
 * Casting a spell (601.2a): the card moves from where it is onto the top of the one shared stack
 * (405.1), under the control of the player casting it, who stays its controller until it resolves
 * or is countered (stack.ts). Every way of asking — `card/cast`, a `card/move` to the stack, a drop
 * on the stack — comes here, so a spell is cast by one rule:
 * - from a hand only by its owner (810.5); from a graveyard, exile or a library when an effect
 *   allows it (flashback, foretell, "cast from the top"), which the players judge;
 * - a commander from its command zone with its tax (903.8, commander.ts);
 * - a modal DFC with the face its player chooses (712.11b, 712.12);
 * - never a land: a land is played (305.9), which uses a land drop (landDrop.ts);
 * - never a permanent already on the battlefield, nor a spell already on the stack.
 * When a spell may be cast (timing, costs, targets) is for the players, as at a real table.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardFaceData, CardId, CardInstance, GameState, PlayerId } from '../types'
import { cardWord } from '../words'
import { castCommander } from './commander'
import { checkChosenFace } from './entering'
import { backFace, cardView, enteringFace, frontFace } from './faces'
import type { Handlers } from './handlers'
import { moveQuietly } from './libraryMoves'
import { isLandType } from './typeLine'

/** The face a card would be cast or played with (712.12), as printed. */
function faceGoing(c: CardInstance, face?: 'front' | 'back'): CardFaceData {
  return enteringFace(c, face) === 'back'
    ? (backFace(c.data) ?? frontFace(c.data))
    : frontFace(c.data)
}

/**
 * Whether the card would be played as a land rather than cast (305.9): a land, or a modal DFC
 * turned to a land face (712.12). What a table offers as a card's main action follows this.
 */
export function isPlayedAsLand(s: GameState, id: CardId, face?: 'front' | 'back'): boolean {
  const c = getCard(s, id)
  return isLandType(faceGoing(c, face).type_line ?? c.data.type_line ?? '')
}

export function castSpell(
  s: GameState,
  player: PlayerId,
  id: CardId,
  face?: 'front' | 'back',
): GameState {
  getPlayer(s, player)
  const c = getCard(s, id)
  if (c.zone === 'stack') {
    refuse('ALREADY_ON_STACK', message('cast.alreadyOnStack', { card: cardWord(s, id) }), '601.2a')
  }
  if (c.zone === 'battlefield') {
    refuse(
      'CANT_CAST_PERMANENT',
      message('cast.fromBattlefield', { card: cardWord(s, id) }),
      '601.2a',
    )
  }
  if (c.zone === 'hand' && c.owner !== player) {
    refuse(
      'NOT_YOUR_HAND',
      message('cards.notYourHand', { owner: playerName(s, c.owner) }),
      '810.5',
    )
  }
  if (c.zone === 'command' && c.isCommander) return castCommander(s, player, id, face)
  checkChosenFace(s, { card: id, to: 'stack', face })
  if (isPlayedAsLand(s, id, face)) {
    // A library card nobody has seen is not named (401.2): the refusal tells only that it is a land.
    const said =
      c.zone === 'library' && !c.revealed
        ? message('cast.landIsPlayedUnseen')
        : message('cast.landIsPlayed', { card: faceGoing(c, face).name })
    refuse('LAND_IS_PLAYED', said, '305.9')
  }
  const next = moveQuietly(s, player, id, 'stack', { face })
  // Read on the stack, with the face it was cast with (712.8f).
  const { name, manaCost } = cardView(next, id)
  const who = playerName(s, player)
  return addLog(
    next,
    manaCost === ''
      ? message('log.cast.spellNoCost', { player: who, card: name })
      : message('log.cast.spell', { player: who, card: name, cost: manaCost }),
    '601.2a',
  )
}

export const castHandlers: Handlers = {
  'card/cast': (s, a) => castSpell(s, a.player, a.card, a.face),
}
