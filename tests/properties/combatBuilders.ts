/**
 * Combat recipes (506–511, 805.10): attacks by creatures that can attack, blocks by the
 * defenders' untapped creatures, and damage splits that add up to the attacker's power, each
 * with odd variants (a card that isn't a creature, a split that doesn't add up).
 */
import { card as cardViewOf, type CardId, type PlayerId } from '../../src/engine'
import { cardsFrom, nth, type Builders, type Resolver } from './resolver'

type Attack = { attacker: CardId; target?: PlayerId | CardId }

/** Distinct ids from a list, starting at the n-th. */
function distinct(list: CardId[], n: number, count: number): CardId[] {
  return list.slice(0, count).map((_, i) => nth(list, n + i) ?? '')
}

function untappedCreatures(x: Resolver, keep: (controller: PlayerId) => boolean): CardId[] {
  return cardsFrom(x.s, 'creature').filter((id) => {
    const c = x.s.cards[id]
    return c !== undefined && !c.tapped && keep(c.controller)
  })
}

/** Attacks by creatures that can attack, or by a card that can't. */
function attacksOf(x: Resolver): Attack[] {
  const { activeTeam, number } = x.s.turn
  const ready = untappedCreatures(x, (p) => x.s.players[p]?.team === activeTeam).filter(
    (id) => (x.s.cards[id]?.controlledSinceTurn ?? number) < number,
  )
  const chosen =
    x.r.card.from === 'natural'
      ? distinct(ready, x.r.card.n, x.r.option % 4)
      : [x.card(x.r.card, 'battlefield')]
  return chosen.map((attacker, i) => {
    const attack: Attack = { attacker }
    const controller = x.controllerOf(attacker)
    if (x.bit(4 + i)) {
      attack.target =
        x.r.other.from === 'natural' && controller !== undefined
          ? x.player(x.r.target, x.opponentOf(controller, x.r.target.n + i))
          : x.card(x.r.other, 'battlefield')
    }
    return attack
  })
}

/** One defender's blocks with their untapped creatures, or with a card that can't block. */
function blocksFor(x: Resolver): {
  player: PlayerId
  blocks: { blocker: CardId; attacker: CardId }[]
} {
  const attacks = x.s.combat.attacks
  const defenders = x.s.teams[x.s.turn.activeTeam === 'A' ? 'B' : 'A'].players
  // The natural defender has yet to declare and has creatures to block with.
  const open = defenders.filter((p) => !x.s.combat.blockersDeclared.includes(p))
  const armed = open.filter((p) => untappedCreatures(x, (q) => q === p).length > 0)
  const defender = x.player(x.r.player, nth(armed, x.r.player.n) ?? nth(open, x.r.player.n))
  const attacking = attacks.filter((a) => a.target === defender).map((a) => a.attacker)
  const targets = attacking.length > 0 ? attacking : attacks.map((a) => a.attacker)
  const natural = x.r.card.from === 'natural'
  const own = untappedCreatures(x, (p) => p === defender)
  const blockers = natural
    ? distinct(own, x.r.card.n, 1 + (x.r.option % 2))
    : [x.card(x.r.card, 'any')]
  const blocks = blockers.map((blocker, i) => ({
    blocker,
    attacker: nth(targets, x.r.other.n + (x.bit(3) ? 0 : i)) ?? x.card(x.r.other, 'creature'),
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
    const blocked = x.s.combat.blocks
    const block = nth(blocked, x.r.card.n)
    const attacker =
      x.r.card.from === 'natural' && block ? block.attacker : x.card(x.r.card, 'creature')
    const blockers = blocked.filter((b) => b.attacker === attacker).map((b) => b.blocker)
    const target = x.s.combat.attacks.find((a) => a.attacker === attacker)?.target
    const to = [...blockers, ...(x.bit(0) && target !== undefined ? [target] : [])]
    // Legal-looking: the power split, the first share as the recipe says, the rest to the next.
    const power = x.cardOf(attacker) ? (cardViewOf(x.s, attacker).power ?? 0) : 0
    const first = x.bit(1) ? x.r.amount : Math.min(Math.max(0, power), Math.abs(x.r.amount) | 0)
    const assignment = to.map((id, i) => ({
      to: id,
      amount: i === 0 ? first : i === 1 ? (x.bit(1) ? x.r.extra : power - first) : 0,
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
