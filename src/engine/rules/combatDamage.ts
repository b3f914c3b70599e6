/**
 * The combat damage step (510, 805.10f). With a first or double striker in combat, the first
 * `combat/damage` deals the first-strike damage and the next one the regular damage (510.4,
 * 702.7b, 702.4b); otherwise one action deals it all. Unblocked attackers hit what they attack;
 * blocked ones split among their blockers (combatAssignment.ts); blockers hit the attacker they
 * block. Creatures with lethal damage then die through the state-based actions (704.5g).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog } from '../state'
import type { CardId, GameState } from '../types'
import { checkMenace } from './block'
import { blockedAttackerHits, isBlocked, type Hit } from './combatAssignment'
import { dealCombatDamage } from './combatHits'
import { combatExtras, updateCombat } from './combatState'
import { combatPower, onBattlefield, strikesFirst, strikesRegularly } from './combatTraits'
import type { Handlers } from './handlers'

/** Attackers and blockers still on the battlefield (506.4: the rest left combat). */
function creaturesInCombat(s: GameState): CardId[] {
  const ids = [...s.combat.attacks.map((a) => a.attacker), ...s.combat.blocks.map((b) => b.blocker)]
  return ids.filter((id) => onBattlefield(s, id))
}

function attackerHits(s: GameState, attacker: CardId): Hit[] {
  if (isBlocked(s, attacker)) return blockedAttackerHits(s, attacker)
  const target = s.combat.attacks.find((a) => a.attacker === attacker)?.target
  const power = combatPower(s, attacker)
  // 510.1c: an unblocked creature deals its damage to what it attacks, if that is still there.
  if (target === undefined || power === 0) return []
  if (!s.players[target] && !onBattlefield(s, target)) return []
  return [{ source: attacker, to: target, amount: power }]
}

function blockerHits(s: GameState, blocker: CardId): Hit[] {
  const attacker = s.combat.blocks.find((b) => b.blocker === blocker)?.attacker
  const power = combatPower(s, blocker)
  if (attacker === undefined || power === 0 || !onBattlefield(s, attacker)) return []
  return [{ source: blocker, to: attacker, amount: power }]
}

function hitsOf(s: GameState, dealers: CardId[]): Hit[] {
  const attackers = new Set(s.combat.attacks.map((a) => a.attacker))
  return dealers.flatMap((id) => (attackers.has(id) ? attackerHits(s, id) : blockerHits(s, id)))
}

export const damageHandlers: Handlers = {
  'combat/damage': (s) => {
    if (s.turn.step !== 'combatDamage') {
      refuse('OUT_OF_STEP', message('damage.outOfStep'), '510')
    }
    if (s.combat.damageDone) refuse('ALREADY_DEALT', message('damage.alreadyDealt'), '510.4')
    checkMenace(s, s.combat.blocks)
    const fighters = creaturesInCombat(s)
    const firstStep = !s.combat.firstStrikeDone && fighters.some((id) => strikesFirst(s, id))
    const dealers = fighters.filter((id) =>
      firstStep ? strikesFirst(s, id) : strikesRegularly(s, id),
    )
    const hits = hitsOf(s, dealers)

    let next = addLog(
      s,
      firstStep ? message('log.damage.firstStrike') : message('log.damage.dealt'),
      firstStep ? '510.4' : '510.2',
    )
    if (combatExtras(s).preventAll === true) {
      next = addLog(next, message('log.damage.allPrevented'), '615')
    } else {
      next = dealCombatDamage(next, hits)
      if (hits.length === 0) next = addLog(next, message('log.damage.none'))
    }
    // Each split was for this step; a double striker assigns again in the next (510.1, 702.4b).
    const done = firstStep ? { firstStrikeDone: true } : { damageDone: true }
    return updateCombat(next, { ...done, assignments: {} })
  },
}
