/**
 * The sparring team's combat (issue 39): it attacks with what no blocker profitably stops, goes
 * all in for lethal (life, 21 commander damage, 15 poison), holds blockers back when the shared
 * life is in danger, and blocks to win trades and to survive — with either teammate's creatures.
 */
import { describe, expect, it } from 'vitest'
import { planAttack } from '../../src/bots/attack'
import { planBlocks } from '../../src/bots/block'
import {
  viewFor,
  type CardData,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../src/engine'
import { act, creature, legend, newGame, putOntoBattlefield } from '../fixtures/game'
import { attack, atStep } from '../engine/combatScene'

type Cards = Record<string, readonly [PlayerId, CardData]>

/** A turn-2 board; `life` per team; the active team as given. */
function board(cards: Cards, opts: { active?: 'A' | 'B'; life?: { A?: number; B?: number } } = {}) {
  let s = newGame({
    startingLife: 30,
    startingTeam: opts.active ?? 'A',
    commanders: {
      A1: [legend('Captain A1', { power: '3', toughness: '3', keywords: ['Flying'] })],
      B1: [legend('Captain B1', { power: '4', toughness: '4' })],
    },
  })
  const ids: Record<string, CardId> = {}
  for (const [key, [player, data]] of Object.entries(cards)) {
    const put = putOntoBattlefield(s, player, data)
    s = put.state
    ids[key] = put.id
  }
  for (const team of ['A', 'B'] as const) {
    const life = opts.life?.[team]
    if (life !== undefined) s = act(s, { type: 'life/lose', player: `${team}1`, amount: 30 - life })
  }
  return { s: { ...s, turn: { ...s.turn, number: 2, step: 'main1' as const } }, ids }
}

/** Moves a commander from its command zone onto the battlefield, ready to fight. */
function withCommander(s: GameState, owner: PlayerId): { s: GameState; id: CardId } {
  const id = s.players[owner]?.zones.command[0] ?? ''
  const moved = act(s, { type: 'card/move', player: owner, card: id, to: 'battlefield' })
  return {
    s: {
      ...moved,
      cards: { ...moved.cards, [id]: { ...moved.cards[id]!, controlledSinceTurn: 1 } },
    },
    id,
  }
}

const bear = (name: string, p: number, t: number, extra: Partial<CardData> = {}) =>
  creature(name, p, t, extra)

describe('the sparring team attacks (508.1, 805.10)', () => {
  it('sends the creature no blocker stops profitably, keeps the one a blocker would kill', () => {
    const { s, ids } = board({
      big: ['A1', bear('Big', 4, 4)],
      small: ['A1', bear('Small', 2, 2)],
      wall: ['B1', bear('Wall', 3, 3)],
    })
    const plan = planAttack(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])
    expect(plan).toEqual({ attacks: [{ attacker: ids.big, target: 'B1' }], why: 'safe' })
  })

  it('goes all in when the blockers cannot stop lethal damage to the shared life (810.9)', () => {
    const { s, ids } = board(
      {
        a: ['A1', bear('One', 2, 2)],
        b: ['A2', bear('Two', 2, 2)],
        c: ['A2', bear('Three', 2, 2)],
        giant: ['B1', bear('Giant', 5, 5)],
      },
      { life: { B: 4 } },
    )
    const plan = planAttack(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])
    expect(plan?.why).toBe('lethal')
    expect(plan?.attacks.map((a) => a.attacker).sort()).toEqual([ids.a, ids.b, ids.c].sort())
  })

  it('holds its blockers back when the other team could kill it on the way back', () => {
    const { s } = board(
      {
        a: ['A1', bear('Guard One', 4, 4)],
        b: ['A2', bear('Guard Two', 4, 4)],
        x: ['B1', bear('Raider X', 3, 3)],
        y: ['B1', bear('Raider Y', 3, 3)],
        z: ['B2', bear('Raider Z', 3, 3)],
      },
      { life: { A: 6 } },
    )
    expect(planAttack(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])).toBeNull()
  })

  it('a commander near 21 damage attacks the player it has hurt, for the win (903.10a)', () => {
    const start = board({ wall: ['B2', bear('Ground Wall', 0, 6)] })
    const { s: withCaptain, id } = withCommander(start.s, 'A1')
    const s = act(withCaptain, {
      type: 'commander/damage',
      player: 'A1',
      victim: 'B2',
      commander: id,
      amount: 18,
    })
    const plan = planAttack(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])
    expect(plan).toEqual({ attacks: [{ attacker: id, target: 'B2' }], why: 'lethal' })
  })

  it("a person's teammate sends only its own creatures", () => {
    const { s, ids } = board({
      mine: ['A2', bear('Mine', 3, 3)],
      theirs: ['A1', bear('Theirs', 3, 3)],
    })
    const plan = planAttack(viewFor(s, { team: 'A' }), 'A', ['A2'])
    expect(plan?.attacks).toEqual([{ attacker: ids.mine, target: 'B2' }])
  })
})

describe('the sparring team blocks (509.1, 805.10d)', () => {
  function attacked(cards: Cards, attackers: string[], life?: number) {
    const { s, ids } = board(cards, {
      active: 'B',
      ...(life !== undefined && { life: { A: life } }),
    })
    const declared = attack(
      s,
      attackers.map((k) => ({ attacker: ids[k] ?? '' })),
    )
    return { s: atStep(declared, 'declareBlockers'), ids }
  }

  it('blocks to win a trade: the blocker kills the attacker and lives', () => {
    const { s, ids } = attacked(
      { x: ['B1', bear('Raider', 2, 2)], guard: ['A1', bear('Guard', 3, 3)] },
      ['x'],
    )
    expect(planBlocks(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])).toEqual({
      blocks: [{ blocker: ids.guard, attacker: ids.x }],
    })
  })

  it('does not throw a creature away when the attack is not lethal', () => {
    const { s } = attacked({ x: ['B1', bear('Giant', 5, 5)], pup: ['A1', bear('Pup', 1, 1)] }, [
      'x',
    ])
    expect(planBlocks(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])).toEqual({ blocks: [] })
  })

  it('chump-blocks to prevent lethal damage to the shared life, with either teammate’s creature', () => {
    const { s, ids } = attacked(
      {
        x: ['B1', bear('Giant', 5, 5)],
        y: ['B2', bear('Brute', 4, 4)],
        pup: ['A1', bear('Pup', 1, 1)],
        kit: ['A2', bear('Kit', 1, 1)],
      },
      ['x', 'y'],
      8,
    )
    const plan = planBlocks(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])
    // 9 damage against 8 life: blocking the Giant leaves 4.
    expect(plan.blocks).toHaveLength(1)
    expect(plan.blocks[0]?.attacker).toBe(ids.x)
    const both = attacked(
      {
        x: ['B1', bear('Giant', 5, 5)],
        y: ['B2', bear('Brute', 4, 4)],
        pup: ['A1', bear('Pup', 1, 1)],
        kit: ['A2', bear('Kit', 1, 1)],
      },
      ['x', 'y'],
      4,
    )
    const blocked = planBlocks(viewFor(both.s, { team: 'A' }), 'A', ['A1', 'A2']).blocks
    expect(blocked.map((b) => b.blocker).sort()).toEqual([both.ids.pup, both.ids.kit].sort())
  })

  it('blocks a commander that would reach 21 damage on its target (903.10a)', () => {
    const start = board({ pup: ['A1', bear('Pup', 1, 1)] }, { active: 'B' })
    const { s: withCaptain, id } = withCommander(start.s, 'B1')
    const hurt = act(withCaptain, {
      type: 'commander/damage',
      player: 'B1',
      victim: 'A1',
      commander: id,
      amount: 18,
    })
    const s = atStep(attack(hurt, [{ attacker: id, target: 'A1' }]), 'declareBlockers')
    expect(planBlocks(viewFor(s, { team: 'A' }), 'A', ['A1', 'A2'])).toEqual({
      blocks: [{ blocker: start.ids.pup, attacker: id }],
    })
  })
})
