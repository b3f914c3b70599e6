/**
 * Goad (701.15): a goaded creature attacks each combat if able, and attacks a player other than
 * a goader if able (701.15b). Several players can goad it, each adding a requirement (701.15c);
 * the same player goading it again adds nothing (701.15d). In 2HG, a creature goaded by B1 must
 * attack B2 if it can (seed 000, S079). Goads end in turnCycle.ts (701.15a).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName, setCard } from '../state'
import { opponents } from '../seats'
import type { Attack, CardId, GameState, PlayerId } from '../types'
import { andList, orList, ownedWord } from '../words'
import { isCreature } from './combatTraits'
import type { Handlers } from './handlers'

/** The players a goaded attacker should attack: opponents who did not goad it (701.15b). */
export function playersGoadAllows(s: GameState, attacker: CardId): PlayerId[] {
  const c = getCard(s, attacker)
  return opponents(s, c.controller).filter((p) => !c.goadedBy.includes(p))
}

/**
 * Checks a whole declaration against every goad (508.1d): each goaded creature able to attack
 * is in it, and attacks a non-goading player when one is there to attack.
 */
export function checkGoads(
  s: GameState,
  attacks: Attack[],
  ableToAttack: (id: CardId) => boolean,
): void {
  const team = new Set(s.teams[s.turn.activeTeam].players)
  for (const id of s.battlefield) {
    const c = s.cards[id]
    if (!c || c.goadedBy.length === 0 || !team.has(c.controller) || !ableToAttack(id)) continue
    const goaders = andList(c.goadedBy.map((p) => playerName(s, p)))
    const attack = attacks.find((a) => a.attacker === id)
    if (!attack) {
      refuse(
        'GOAD_MUST_ATTACK',
        message('goad.mustAttack', { card: ownedWord(s, id), goaders }),
        '701.15b',
      )
    }
    const allowed = playersGoadAllows(s, id)
    // An attack whose planeswalker left since (506.4c) was checked as it was declared.
    if (allowed.length > 0 && attack.target !== undefined && !allowed.includes(attack.target)) {
      const names = orList(allowed.map((p) => playerName(s, p)))
      refuse(
        'GOAD_WRONG_TARGET',
        message('goad.wrongTarget', { card: ownedWord(s, id), goaders, players: names }),
        '701.15b',
      )
    }
  }
}

export const goadHandlers: Handlers = {
  'card/goad': (s, a) => {
    getPlayer(s, a.player)
    const c = getCard(s, a.card)
    if (c.zone !== 'battlefield' || !isCreature(s, a.card)) {
      refuse('NOT_A_CREATURE', message('goad.notACreature'), '701.15a')
    }
    const who = playerName(s, a.player)
    if (c.goadedBy.includes(a.player)) {
      return addLog(
        s,
        message('log.goad.again', { card: ownedWord(s, a.card), player: who }),
        '701.15d',
      )
    }
    return addLog(
      setCard(s, a.card, { goadedBy: [...c.goadedBy, a.player] }),
      message('log.goad.goaded', { player: who, card: ownedWord(s, a.card) }),
      '701.15a',
    )
  },
}
