// @vitest-environment jsdom
/**
 * Issue 22: hidden information never reaches a page that may not see it. Over random games from
 * the sample decks (the engine fuzzer's scenarios, so hands, libraries, face-down and revealed
 * cards in every mix), the view's JSON and the table rendered from the store name no card the
 * viewer may not see.
 */
import { render } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { viewFor, type CardInstance, type GameState, type TeamId } from '../../src/engine'
import { seenBy } from '../../src/engine/view'
import { flushAutosave, resetGameStore, resetUiStore, useGame, useUi } from '../../src/store'
import { Table } from '../../src/ui/table/Table'
import { playScenario, scenarioArb } from './fuzzRun'

function names(c: CardInstance): string[] {
  const all = [c.data.name, ...(c.data.card_faces ?? []).map((f) => f.name)]
  if (c.copy) all.push(c.copy.face.name, c.copy.sourceName)
  return all.filter((n) => n !== '')
}

/**
 * The names of the cards this team may not see that nothing it may see says: not a card in
 * sight (a second Forest), not a word of one (an oracle text naming a Plains), not a player, not
 * a log line said to every player (a reveal everyone saw, 701.20a, before the card was hidden).
 */
function secretNames(s: GameState, team: TeamId): string[] {
  const viewer = { team }
  const inSight = Object.values(s.cards).filter((c) => seenBy(s, viewer, c.id))
  const toAll = [...s.logArchive.flat(), ...s.log].filter((e) => e.public === true)
  const said = JSON.stringify([inSight, s.players, s.teams, toAll])
  const hidden = Object.values(s.cards).filter((c) => !seenBy(s, viewer, c.id))
  return [...new Set(hidden.flatMap(names))].filter((n) => !said.includes(n))
}

/** Everything the page says or carries: its text and every attribute value. */
function pageWords(): string {
  const attributes = [...document.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => a.value),
  )
  return `${document.body.textContent ?? ''}\n${attributes.join('\n')}`
}

const gameArb = fc.record({
  scenario: scenarioArb(60),
  team: fc.constantFrom<TeamId>('A', 'B'),
})

function gameOf(scenario: Parameters<typeof playScenario>[0]): GameState {
  return playScenario(scenario, { unchecked: true })
}

afterEach(async () => {
  await flushAutosave()
  resetGameStore()
  resetUiStore()
})

describe('hidden information (810.5, 708, 400.2)', () => {
  it("the view's JSON names no card the viewer may not see, nor carries its id", () => {
    fc.assert(
      fc.property(gameArb, ({ scenario, team }) => {
        const s = gameOf(scenario)
        const json = JSON.stringify(viewFor(s, { team }))
        for (const name of secretNames(s, team)) expect(json).not.toContain(JSON.stringify(name))
        const ids = Object.keys(viewFor(s, { team }).cards)
        for (const c of Object.values(s.cards))
          if (!seenBy(s, { team }, c.id)) expect(ids).not.toContain(c.id)
      }),
      { seed: 22, numRuns: 40 },
    )
  }, 120_000)

  it('the table rendered from the store names no card the seated team may not see', () => {
    let checked = 0
    fc.assert(
      fc.property(gameArb, ({ scenario, team }) => {
        const s = gameOf(scenario)
        useUi.setState({ viewingTeam: team })
        useGame.getState().loadGame(s)
        const { unmount } = render(<Table />)
        const page = pageWords()
        const shownIds = [...document.querySelectorAll('[data-card-id]')].map((el) =>
          el.getAttribute('data-card-id'),
        )
        unmount()
        const secrets = secretNames(s, team)
        checked += secrets.length
        expect(secrets.filter((name) => page.includes(name))).toEqual([])
        // Nor its real id: that would tell its place in the decklist, and follow it around.
        const hiddenIds = Object.keys(s.cards).filter((id) => !seenBy(s, { team }, id))
        expect(shownIds.filter((id) => id !== null && hiddenIds.includes(id))).toEqual([])
      }),
      { seed: 2222, numRuns: 6 },
    )
    // Each game hides well over a hundred distinct names (libraries, the other team's hands).
    expect(checked).toBeGreaterThan(600)
  }, 240_000)
})
