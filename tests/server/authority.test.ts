/**
 * Who an action acts for (server/authority.ts): a player's own hand, library and mulligans; the
 * active team's attacks; the defending team's blocks; any seat for a table edit.
 */
import { describe, expect, it } from 'vitest'
import { applyAction, type Action, type GameState } from '../../src/engine'
import { actsFor, mayAct, refusal } from '../../server/authority'
import { sampleGame } from '../fixtures/sampleGame'

const game = sampleGame(24)
const first = (g: GameState, player: string, zone: 'hand' | 'library' | 'command') =>
  g.players[player]?.zones[zone][0] ?? 'missing'

describe('actsFor', () => {
  it("gives a mulligan to its player's seat alone (103.5)", () => {
    const deciding = sampleGame(24, { skipMulligans: false })
    const keep: Action = { type: 'mulligan/decide', player: 'B2', choice: 'keep' }
    expect(actsFor(deciding, keep)).toEqual([{ kind: 'player', player: 'B2' }])
    expect(mayAct(deciding, ['B1'], keep)).toBe(false)
    expect(mayAct(deciding, ['B1', 'B2'], keep)).toBe(true)
  })

  it("gives a card in a hand or a library to its owner, whoever the action's player is", () => {
    const inHand = first(game, 'B1', 'hand')
    const discard: Action = { type: 'card/move', player: 'A1', card: inHand, to: 'graveyard' }
    expect(actsFor(game, discard)).toEqual([{ kind: 'player', player: 'B1' }])
    expect(mayAct(game, ['A1', 'A2'], discard)).toBe(false)
    const onTop = first(game, 'A2', 'library')
    const scry: Action = { type: 'library/arrangeTop', player: 'A2', kind: 'scry', top: [onTop] }
    expect(mayAct(game, ['A1'], scry)).toBe(false)
    expect(mayAct(game, ['A2'], scry)).toBe(true)
  })

  it('gives drawing and conceding to the player named, never a teammate or opponent', () => {
    const draw: Action = { type: 'library/draw', player: 'A1' }
    expect(refusal(game, ['A2'], draw)).toMatch(/Only seat A1 may do "library\/draw"/)
    expect(mayAct(game, ['B1'], { type: 'player/concede', player: 'A1' })).toBe(false)
    expect(mayAct(game, ['A1'], draw)).toBe(true)
  })

  it('gives turning a face-down permanent face up to its controller alone (702.37e)', () => {
    const card = first(game, 'A1', 'hand')
    const hidden = applyAction(game, {
      type: 'card/move',
      player: 'A1',
      card,
      to: 'battlefield',
      faceDown: true,
    })
    const turnUp: Action = { type: 'card/turnFaceUp', player: 'B1', card }
    expect(actsFor(hidden, turnUp)).toEqual([{ kind: 'player', player: 'A1' }])
    expect(mayAct(hidden, ['B1', 'B2'], turnUp)).toBe(false)
    // Tapping it stays a table edit: it shows nothing.
    expect(mayAct(hidden, ['B1'], { type: 'card/tap', player: 'B1', card })).toBe(true)
  })

  it("gives turning a card to its other face to the card's player (712.12)", () => {
    const commander = first(game, 'B1', 'command')
    const turn: Action = { type: 'card/chooseFace', player: 'B1', card: commander, face: 'back' }
    expect(actsFor(game, turn)).toEqual([{ kind: 'player', player: 'B1' }])
    expect(mayAct(game, ['B1'], turn)).toBe(true)
    expect(mayAct(game, ['B2', 'A1'], { ...turn, player: 'B2' })).toBe(false)
    // In hand it is the owner's, as every action on a hidden card is.
    const held = first(game, 'A2', 'hand')
    expect(mayAct(game, ['A2'], { ...turn, player: 'A2', card: held })).toBe(true)
    expect(mayAct(game, ['A1'], { ...turn, player: 'A1', card: held })).toBe(false)
  })

  it('gives attacks to the active team and blocks to the defending team (506.2, 509.1)', () => {
    expect(game.turn.activeTeam).toBe('A')
    const attack: Action = { type: 'combat/attack', attacks: [] }
    const block: Action = { type: 'combat/declareTeamBlockers', blocks: [] }
    expect(actsFor(game, attack)).toEqual([{ kind: 'team', team: 'A' }])
    expect(mayAct(game, ['A2'], attack)).toBe(true)
    expect(refusal(game, ['B1'], attack)).toMatch(/Only team A .*active team's attack/)
    expect(actsFor(game, block)).toEqual([{ kind: 'team', team: 'B' }])
    expect(mayAct(game, ['B2'], block)).toBe(true)
    expect(refusal(game, ['A1'], block)).toMatch(/Only team B .*defending team's block/)
  })

  it('lets any seat make a table edit, and no spectator', () => {
    const commander = first(game, 'B1', 'command')
    const edits: Action[] = [
      { type: 'life/lose', player: 'A1', amount: 3 },
      { type: 'card/counters', player: 'A1', card: commander, counter: '+1/+1', delta: 1 },
      { type: 'turn/nextStep' },
    ]
    for (const edit of edits) {
      expect(actsFor(game, edit)).toEqual([])
      expect(mayAct(game, ['B2'], edit)).toBe(true)
      expect(mayAct(game, [], edit)).toBe(false)
    }
  })
})
