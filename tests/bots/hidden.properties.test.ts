/**
 * A bot decides from its team's view only (issue 39, 810.5): two games that differ only in the
 * cards its team can't see — the other team's hands, every library, in any order — give the same
 * move, and no move names a card the team can't see. fast-check picks the game, how far into it
 * to play, and the reshuffle.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkMove, newMemory, nextBotTurn, type BotSeats } from '../../src/bots'
import {
  createGame,
  seenBy,
  viewFor,
  type CardId,
  type GameState,
  type TeamId,
} from '../../src/engine'
import { sampleSetup } from '../fixtures/sampleGame'

const SEATS: BotSeats = { A1: 'sparring', A2: 'sparring', B1: 'sparring', B2: 'sparring' }

/** The game after `moves` bot moves from a sample game with that seed. */
function playedTo(seed: number, moves: number): GameState {
  let s = createGame(sampleSetup(seed, { skipMulligans: false }))
  const memory = newMemory(seed)
  for (let i = 0; i < moves; i++) {
    const turn = nextBotTurn(s, SEATS, memory)
    if (!turn) break
    const checked = checkMove(s, turn)
    if (checked.ok) s = checked.states.at(-1) ?? s
  }
  return s
}

/**
 * The same game with the cards `team` can't see in hands and libraries dealt in another order:
 * every card moves `shift` places along, then the drawn swaps are made.
 */
function reshuffled(
  s: GameState,
  team: TeamId,
  shift: number,
  swaps: [number, number][],
): GameState {
  const hidden: CardId[] = Object.values(s.cards)
    .filter((c) => (c.zone === 'hand' || c.zone === 'library') && !c.isCommander)
    .filter((c) => !seenBy(s, { team }, c.id))
    .map((c) => c.id)
  const n = hidden.length
  const datas = hidden.map((_, i) => s.cards[hidden[(i + 1 + (shift % (n - 1))) % n] ?? '']?.data)
  for (const [a, b] of swaps) {
    const [i, j] = [a % n, b % n]
    ;[datas[i], datas[j]] = [datas[j], datas[i]]
  }
  const cards = { ...s.cards }
  hidden.forEach((id, i) => {
    const c = cards[id]
    const data = datas[i]
    if (c && data) cards[id] = { ...c, data }
  })
  return { ...s, cards }
}

/** Every card id a move names that the team's view doesn't show. */
function unseenNamed(s: GameState, team: TeamId, ids: unknown): string[] {
  const view = viewFor(s, { team })
  const found: string[] = []
  const visit = (v: unknown): void => {
    if (typeof v === 'string' && Object.hasOwn(s.cards, v) && !Object.hasOwn(view.cards, v))
      found.push(v)
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit)
  }
  visit(ids)
  return found
}

describe('a bot decides from its team view alone (810.5)', () => {
  it('the same move under any reshuffle of the cards its team cannot see', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 160 }),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }),
        (seed, moves, shift, swaps) => {
          const s = playedTo(seed, moves)
          const turn = nextBotTurn(s, SEATS, newMemory(seed))
          if (!turn) return
          const other = reshuffled(s, turn.team, shift, swaps)
          expect(other).not.toEqual(s)
          expect(nextBotTurn(other, SEATS, newMemory(seed))).toEqual(turn)
          expect(unseenNamed(s, turn.team, turn.move.actions)).toEqual([])
        },
      ),
      { seed: 39, numRuns: 12 },
    )
  })
})
