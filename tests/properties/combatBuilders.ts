/**
 * Combat recipes (506–511, 805.10). The natural picks ask the engine what is legal — the
 * creatures able to attack (possibleAttackers), what each may attack (attackTargetOptions), the
 * defenders' possible blockers — so random play reaches blocks and damage splits; the other
 * picks keep the odd variants (a card that isn't a creature, a split that doesn't add up).
 */
import {
  attackTargetOptions,
  card as cardViewOf,
  possibleAttackers,
  possibleBlockers,
  type CardId,
  type PlayerId,
} from '../../src/engine'
import { nth, type Builders, type Resolver } from './resolver'

type Attack = { attacker: CardId; target?: PlayerId | CardId }

/** Up to `count` distinct ids from a list, starting at the n-th. */
function distinct(list: CardId[], n: number, count: number): CardId[] {
  return list.slice(0, count).map((_, i) => nth(list, n + i) ?? '')
}

/** The blocked attackers whose controller may split their damage: the ones with blockers. */
export function blockedAttackers(x: Resolver): CardId[] {
  const blocked = new Set(x.s.combat.blocks.map((b) => b.attacker))
  return x.s.combat.attacks.map((a) => a.attacker).filter((id) => blocked.has(id))
}

/** Attacks by creatures the engine says can attack (508.1a), or by a card that can't. */
function attacksOf(x: Resolver): Attack[] {
  const ready = possibleAttackers(x.s)
  // Natural: one to three of the creatures the engine says can attack (508.1a).
  const chosen =
    x.r.card.from === 'natural'
      ? distinct(ready, x.r.card.n, 1 + (x.r.option % 3))
      : [x.card(x.r.card, 'battlefield')]
  return chosen.map((attacker, i) => {
    const attack: Attack = { attacker }
    if (x.bit(4 + i)) {
      const options = x.cardOf(attacker) ? attackTargetOptions(x.s, attacker) : []
      attack.target =
        x.r.other.from === 'natural'
          ? (nth(options, x.r.target.n + i) ?? x.seat(x.r.target.n))
          : x.card(x.r.other, 'battlefield')
    }
    return attack
  })
}

/** One defender's blocks with the creatures the engine says may block, or with a card that can't. */
function blocksFor(x: Resolver): {
  player: PlayerId
  blocks: { blocker: CardId; attacker: CardId }[]
} {
  const attackers = x.s.combat.attacks.map((a) => a.attacker)
  const defenders = x.s.teams[x.s.turn.activeTeam === 'A' ? 'B' : 'A'].players
  // The natural defender has yet to declare and has creatures to block with.
  const open = defenders.filter((p) => !x.s.combat.blockersDeclared.includes(p))
  const armed = open.filter((p) => possibleBlockers(x.s, p).length > 0)
  const defender = x.player(x.r.player, nth(armed, x.r.player.n) ?? nth(open, x.r.player.n))
  const natural = x.r.card.from === 'natural'
  const own = x.playerOf(defender) ? possibleBlockers(x.s, defender) : []
  const blockers = natural
    ? distinct(own, x.r.card.n, 1 + (x.r.option % 3))
    : [x.card(x.r.card, 'any')]
  // bit 3: every blocker on one attacker, so some attackers have several (510.1c splits).
  const blocks = blockers.map((blocker, i) => ({
    blocker,
    attacker: nth(attackers, x.r.other.n + (x.bit(3) ? 0 : i)) ?? x.card(x.r.other, 'creature'),
  }))
  return { player: defender, blocks }
}

export const combatBuilders = {
  'combat/declareAttackers': (x) => ({ type: 'combat/declareAttackers', attacks: attacksOf(x) }),
  'combat/declareBlockers': (x) => {
    const { player, blocks } = blocksFor(x)
    return { type: 'combat/declareBlockers', player, blocks }
  },
  // The same picks as the declarations above, sent as the table's "Attack" and team block.
  'combat/attack': (x) => ({ type: 'combat/attack', attacks: attacksOf(x) }),
  'combat/declareTeamBlockers': (x) => ({
    type: 'combat/declareTeamBlockers',
    blocks: blocksFor(x).blocks,
  }),
  'combat/damage': () => ({ type: 'combat/damage' }),
  'combat/preventAll': (x) => ({ type: 'combat/preventAll', on: x.r.flag && x.bit(0) }),
  'combat/assignDamage': (x) => {
    const natural = x.r.card.from === 'natural'
    const attacker = natural
      ? (nth(blockedAttackers(x), x.r.card.n) ?? x.card(x.r.card, 'creature'))
      : x.card(x.r.card, 'creature')
    const blockers = x.s.combat.blocks.filter((b) => b.attacker === attacker).map((b) => b.blocker)
    const target = x.s.combat.attacks.find((a) => a.attacker === attacker)?.target
    // bits 0 and 2: also a share to what it attacks (legal only with trample, 702.19b).
    const toTarget = x.bit(0) && x.bit(2) && target !== undefined
    const to = [...blockers, ...(toTarget ? [target] : [])]
    // Natural: the power split, the first share as the recipe says, the rest to the last one.
    const power = x.cardOf(attacker) ? (cardViewOf(x.s, attacker).power ?? 0) : 0
    const odd = x.bit(1) && x.bit(6)
    const first = odd ? x.r.amount : Math.min(Math.max(0, power), Math.abs(x.r.amount) | 0)
    const last = to.length - 1
    const assignment = to.map((id, i) => ({
      to: id,
      amount:
        i === 0 && last > 0
          ? first
          : i === last
            ? odd
              ? x.r.extra
              : power - (last > 0 ? first : 0)
            : 0,
    }))
    if (x.r.other.from === 'missing') assignment.push({ to: x.seat(x.r.other.n), amount: 1 })
    return {
      type: 'combat/assignDamage',
      player: x.player(x.r.player, x.controllerOf(attacker)),
      attacker,
      assignment,
    }
  },
} satisfies Partial<Builders>
