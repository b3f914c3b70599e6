/** The action schema (src/shared/protocol/actionSchema.ts): what a device's action must look like. */
import { describe, expect, it } from 'vitest'
import { parseAction } from '../../src/shared/protocol/actionSchema'

describe('parseAction', () => {
  it("accepts actions of the engine's union as they are", () => {
    const actions = [
      { type: 'turn/end' },
      // Who acts on the turn's and combat's actions (805.4a, 805.10a): optional.
      { type: 'turn/nextStep', player: 'A2' },
      { type: 'combat/damage', player: 'A1' },
      { type: 'combat/declareTeamBlockers', player: 'B1', blocks: [] },
      { type: 'life/gain', player: 'A1', amount: 3 },
      { type: 'card/move', player: 'A1', card: '12', to: 'battlefield', position: { x: 1, y: 2 } },
      { type: 'combat/attack', attacks: [{ attacker: '12', target: 'B1' }] },
      { type: 'card/attach', player: 'A1', card: '12', to: null },
      { type: 'card/chooseFace', player: 'A1', card: '12', face: 'back' },
      { type: 'token/create', player: 'B2', data: { name: 'Soldier', type_line: 'Token' } },
    ]
    for (const action of actions) expect(parseAction(action)).toEqual({ ok: true, action })
  })

  it("takes each restriction the engine knows (the combat panel's damage prevention, CR 615)", () => {
    for (const restriction of ['preventAllDamage', 'preventCombatDamage', 'cantGainLife']) {
      const action = { type: 'player/restrict', player: 'B1', restriction, on: true }
      expect(parseAction(action)).toEqual({ ok: true, action })
    }
    expect(
      parseAction({ type: 'player/restrict', player: 'B1', restriction: 'cantDie', on: true }),
    ).toMatchObject({ ok: false, problem: expect.stringMatching(/^restriction: /) })
  })

  it('names the field that is wrong', () => {
    expect(parseAction({ type: 'life/gain', player: 'A1', amount: 2.5 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^amount: .*integer/),
    })
    expect(
      parseAction({ type: 'card/move', player: 'A1', card: '12', to: 'sideboard' }),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^to: /),
    })
    expect(
      parseAction({ type: 'card/chooseFace', player: 'A1', card: '12', face: 'side' }),
    ).toMatchObject({ ok: false, problem: expect.stringMatching(/^face: /) })
    expect(parseAction({ type: 'turn/end', player: 7 })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^player: /),
    })
    expect(parseAction({ type: 'library/draw' })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^player: /),
    })
  })

  it('refuses an unknown type, an extra field and what is not an object', () => {
    expect(parseAction({ type: 'game/win', player: 'A1' })).toMatchObject({ ok: false })
    expect(parseAction({ type: 'turn/end', skipTo: 'B' })).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/skipTo/),
    })
    expect(parseAction('turn/end')).toMatchObject({ ok: false })
    expect(parseAction(null)).toMatchObject({ ok: false })
  })
})
