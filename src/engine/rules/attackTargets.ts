/**
 * What an attacker may attack in 2HG (805.10b, 508.1b): an opponent of its controller, or a
 * planeswalker or battle on the other team's side. A teammate and a teammate's permanents never
 * are. An attacker with no stated target attacks the opponent seated opposite its controller
 * (seed 000, a table convention, S075), or, if goaded by that player, the other opponent (701.15b).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { getCard, playerName } from '../state'
import { opponentOpposite, opponents } from '../seats'
import type { CardId, GameState, PlayerId } from '../types'
import { ownedWord } from '../words'
import { isBattle, isPlaneswalker } from './combatTraits'
import { playersGoadAllows } from './goad'

function defaultTarget(s: GameState, attacker: CardId): PlayerId {
  const controller = getCard(s, attacker).controller
  const opposite = opponentOpposite(s, controller)
  const allowed = playersGoadAllows(s, attacker)
  return allowed.length === 0 || allowed.includes(opposite) ? opposite : (allowed[0] ?? opposite)
}

function checkPlayerTarget(s: GameState, attacker: CardId, target: PlayerId): PlayerId {
  const controller = getCard(s, attacker).controller
  if (!opponents(s, controller).includes(target)) {
    refuse(
      'NOT_AN_OPPONENT',
      message('attack.teammate', { card: ownedWord(s, attacker), player: playerName(s, target) }),
      '805.10b',
    )
  }
  return target
}

function checkPermanentTarget(s: GameState, attacker: CardId, target: CardId): CardId {
  const controller = getCard(s, attacker).controller
  const permanent = getCard(s, target)
  if (permanent.zone !== 'battlefield' || !(isPlaneswalker(s, target) || isBattle(s, target))) {
    refuse(
      'NOT_AN_ATTACK_TARGET',
      message('attack.badTarget', { card: ownedWord(s, attacker) }),
      '508.1b',
    )
  }
  // A battle's protector is taken to be its controller here (the state has no protector yet).
  if (!opponents(s, controller).includes(permanent.controller)) {
    refuse(
      'NOT_AN_OPPONENT',
      message('attack.teammatePermanent', {
        card: ownedWord(s, attacker),
        target: ownedWord(s, target),
      }),
      '805.10b',
    )
  }
  return target
}

/** The target an attacker gets in a declaration: the one named, checked, or the default. */
export function attackTarget(
  s: GameState,
  attacker: CardId,
  named: PlayerId | CardId | undefined,
): PlayerId | CardId {
  if (named === undefined) return defaultTarget(s, attacker)
  if (s.players[named]) return checkPlayerTarget(s, attacker, named)
  return checkPermanentTarget(s, attacker, named)
}
