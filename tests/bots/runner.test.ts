/**
 * The bots' hands (issue 39): a bot acts only for its own seats, through the engine's authority
 * table and tryAction; a refused move is handled — never played in part, never offered again —
 * and the bot falls back to its next choice.
 */
import { describe, expect, it } from 'vitest'
import { checkMove, newMemory, nextBotTurn, noteRefusal, type BotTurn } from '../../src/bots'
import { zone } from '../../src/engine'
import { creature, forest, newGame, toMainPhase } from '../fixtures/game'

const deck = Array.from({ length: 40 }, (_, i) =>
  i % 2 === 0 ? forest : creature(`Bear ${i}`, 2, 2, { mana_cost: '{1}{G}' }),
)

describe('the bot runner', () => {
  it("refuses a move acting for a person's seat (810.5) and plays none of it", () => {
    const s = toMainPhase(newGame({ libraries: { A1: deck, A2: deck } }))
    const card = zone(s, 'A1', 'hand')[0] ?? ''
    const turn: BotTurn = {
      team: 'A',
      seats: ['A2'],
      policy: 'sparring',
      move: {
        actions: [
          { type: 'turn/nextStep', player: 'A2' },
          { type: 'card/cast', player: 'A1', card },
        ],
        why: 'test',
      },
    }
    const checked = checkMove(s, turn)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.code).toBe('NOT_YOURS')
  })

  it('a refused move is not offered again in that state: the bot falls back to its next', () => {
    const s = toMainPhase(newGame({ libraries: { A1: deck, A2: deck, B1: deck, B2: deck } }))
    const seats = { A1: 'sparring', A2: 'sparring' } as const
    const memory = newMemory()
    const seen: string[] = []
    for (let i = 0; i < 6; i++) {
      const turn = nextBotTurn(s, seats, memory)
      if (!turn) break
      const text = JSON.stringify(turn.move.actions)
      expect(seen).not.toContain(text)
      seen.push(text)
      noteRefusal(memory, s, turn.move)
    }
    // A land each for A1 and A2, then casting, attacking, ending the turn...
    expect(seen.length).toBeGreaterThan(2)
    expect(JSON.parse(seen[0] ?? '[]')[0]).toMatchObject({
      type: 'card/move',
      player: 'A1',
      to: 'battlefield',
    })
  })

  it('bots of the other team wait while it is not their turn and nothing is owed', () => {
    const s = toMainPhase(newGame({ libraries: { A1: deck, A2: deck, B1: deck, B2: deck } }))
    expect(nextBotTurn(s, { B1: 'sparring', B2: 'sparring' }, newMemory())).toBeNull()
  })

  it("a person's teammate plays its own land and spells, and leaves the turn to the person", () => {
    let s = toMainPhase(newGame({ libraries: { A1: deck, A2: deck, B1: deck, B2: deck } }))
    const memory = newMemory()
    const types: string[] = []
    for (let i = 0; i < 10; i++) {
      const turn = nextBotTurn(s, { A2: 'sparring' }, memory)
      if (!turn) break
      const checked = checkMove(s, turn)
      expect(checked.ok).toBe(true)
      if (checked.ok) s = checked.states.at(-1) ?? s
      types.push(...turn.move.actions.map((a) => `${a.type}:${'player' in a ? a.player : ''}`))
    }
    expect(types[0]).toBe('card/move:A2')
    expect(types.every((t) => t.endsWith(':A2'))).toBe(true)
    expect(types.some((t) => t.startsWith('turn/'))).toBe(false)
  })
})
