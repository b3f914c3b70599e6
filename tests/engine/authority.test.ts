/**
 * Who may act (805.4a, 805.10a, 509.1, 810.5): the turn and the attack are the active team's,
 * blocks the defending team's, a player's own cards and choices theirs; tryAction refuses the
 * other team, and mayAct answers the same question for the table, the server and bots.
 */
import { describe, expect, it } from 'vitest'
import {
  AUTHORITY,
  authorityOf,
  mayAct,
  teamLife,
  tryAction,
  zone,
  type Action,
  type ActionType,
} from '../../src/engine'
import { act, newGame, refusal, toMainPhase } from '../fixtures/game'
import { atStep, attack, bear, scene } from './combatScene'

describe('the authority table (810.5, 805.4a, 805.10a)', () => {
  it('has one row for every action type, in the game’s words', () => {
    const rows = new Set(Object.values(AUTHORITY))
    expect(rows).toEqual(new Set(['self', 'activeTeam', 'defendingTeam', 'reveals', 'public']))
    const turnRows: ActionType[] = [
      'turn/nextStep',
      'turn/end',
      'combat/declareAttackers',
      'combat/attack',
      'combat/assignDamage',
      'combat/damage',
    ]
    for (const type of turnRows) expect(authorityOf(type), type).toBe('activeTeam')
    expect(authorityOf('combat/declareTeamBlockers')).toBe('defendingTeam')
    expect(authorityOf('combat/declareBlockers')).toBe('defendingTeam')
    expect(authorityOf('mulligan/decide')).toBe('self')
    expect(authorityOf('library/topRevealed')).toBe('reveals')
    expect(authorityOf('life/damage')).toBe('public')
    // An extra turn is given by an effect: its `player` is who takes it, not who acts (805.8).
    expect(authorityOf('turn/extraTurn')).toBe('public')
  })
})

describe('805.4a: only the active team moves the turn on or ends it', () => {
  it('refuses Team B’s "next step" and "end turn" during Team A’s turn, naming Team A', () => {
    const s = newGame()
    for (const type of ['turn/nextStep', 'turn/end'] as const) {
      const r = refusal(s, { type, player: 'B2' })
      expect(r).toEqual({
        code: 'NOT_YOUR_TURN',
        message:
          "It is Team A's turn: only its players move the turn on, end it, attack and deal combat damage, not B2 (805.4a, 805.10a).",
      })
    }
    expect(act(s, { type: 'turn/nextStep', player: 'A2' }).turn.step).toBe('draw')
    expect(act(s, { type: 'turn/end', player: 'A1' }).turn.activeTeam).toBe('B')
  })

  it('keeps the old forms without a player working (CONTRACT)', () => {
    const s = newGame()
    expect(act(s, { type: 'turn/nextStep' }).turn.step).toBe('draw')
    expect(act(s, { type: 'turn/end' }).turn).toMatchObject({ number: 2, activeTeam: 'B' })
  })

  it('805.10a: the defending team neither attacks nor deals the combat damage', () => {
    const { s, ids } = scene({ goblin: ['A1', bear()], wall: ['B1', bear()] })
    const main = atStep(s, 'main1')
    const attackNow: Action = { type: 'combat/attack', attacks: [{ attacker: ids.goblin }] }
    expect(refusal(main, { ...attackNow, player: 'B1' }).code).toBe('NOT_YOUR_TURN')
    const declare: Action = {
      type: 'combat/declareAttackers',
      attacks: [{ attacker: ids.goblin }],
      player: 'B2',
    }
    expect(refusal(atStep(s, 'declareAttackers'), declare).code).toBe('NOT_YOUR_TURN')
    const attacked = act(main, { ...attackNow, player: 'A1' })
    const blocked = act(attacked, {
      type: 'combat/declareTeamBlockers',
      blocks: [],
      player: 'B1',
    })
    expect(refusal(blocked, { type: 'combat/damage', player: 'B1' }).code).toBe('NOT_YOUR_TURN')
    const dealt = act(blocked, { type: 'combat/damage', player: 'A2' })
    expect(teamLife(dealt, 'B')).toBe(28)
  })

  it('509.1: the attacking team does not declare the defenders’ block', () => {
    const { s, ids } = scene({ goblin: ['A1', bear()], wall: ['B1', bear()] })
    const attacked = atStep(attack(s, [{ attacker: ids.goblin }]), 'declareBlockers')
    const r = refusal(attacked, { type: 'combat/declareTeamBlockers', blocks: [], player: 'A1' })
    expect(r.code).toBe('NOT_DEFENDING')
    expect(r.message).toBe(
      "A1 is on the attacking team; only the other team's players block (805.10a).",
    )
  })
})

describe('mayAct: the question the table, the server and bots ask', () => {
  const s = toMainPhase(newGame())

  it('answers the turn’s rows by team', () => {
    expect(mayAct(s, 'A2', { type: 'turn/nextStep' })).toBeNull()
    expect(mayAct(s, 'B1', { type: 'turn/end' })?.code).toBe('NOT_YOUR_TURN')
    expect(mayAct(s, 'B1', { type: 'combat/damage' })?.code).toBe('NOT_YOUR_TURN')
    expect(mayAct(s, 'A1', { type: 'combat/declareTeamBlockers', blocks: [] })?.code).toBe(
      'NOT_DEFENDING',
    )
  })

  it('gives a player’s own choices and hidden cards to that player alone (810.5, 401.2)', () => {
    const keep: Action = { type: 'library/draw', player: 'B2' }
    expect(mayAct(s, 'B2', keep)).toBeNull()
    const other = mayAct(s, 'B1', keep)
    expect(other?.code).toBe('NOT_YOURS')
    expect(other?.message).toBe(
      "Only B2 may do that: it is their own card or choice, not B1's (810.5).",
    )
    const inHand = zone(s, 'B1', 'hand')[0] ?? ''
    const discard: Action = { type: 'card/move', player: 'A1', card: inHand, to: 'graveyard' }
    expect(mayAct(s, 'A1', discard)?.message).toBe(
      'Only B1 may handle that card: it is in their hand or library (810.5, 401.2).',
    )
    expect(mayAct(s, 'B1', { ...discard, player: 'B1' })).toBeNull()
  })

  it('gives showing what only one player may see to that player (401.5, 701.20)', () => {
    const reveal: Action = { type: 'library/topRevealed', player: 'A1', on: true }
    expect(mayAct(s, 'A1', reveal)).toBeNull()
    expect(mayAct(s, 'B1', reveal)?.code).toBe('NOT_YOURS')
    expect(mayAct(s, 'A2', { type: 'hand/reveal', player: 'A1', revealed: true })?.code).toBe(
      'NOT_YOURS',
    )
  })

  it('lets anyone carry out an effect in the open, on anyone', () => {
    expect(mayAct(s, 'B1', { type: 'life/damage', player: 'B1', target: 'A2', amount: 3 })).toBe(
      null,
    )
    expect(mayAct(s, 'A1', { type: 'turn/extraTurn', player: 'B2' })).toBeNull()
  })

  it('answers a player who is not in the game plainly, without throwing', () => {
    expect(mayAct(s, 'C9', { type: 'turn/nextStep' })?.code).toBe('NO_SUCH_PLAYER')
  })

  it('agrees with tryAction on the turn: refused for B, accepted for A', () => {
    const r = tryAction(s, { type: 'turn/nextStep', player: 'B1' })
    expect(r.ok).toBe(false)
    expect(tryAction(s, { type: 'turn/nextStep', player: 'A1' }).ok).toBe(true)
  })
})
