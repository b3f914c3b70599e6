// @vitest-environment jsdom
/**
 * Issue 40: a player named "Ana" + PDI + RLO + "evil" once closed the isolate a log sentence
 * wrapped it in and reversed the rest of the line; a plain RLO reversed the hand header's count.
 * The name is balanced when the game is set up, and every place that shows it isolates it.
 */
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGame } from '../../src/engine'
import { useGame } from '../../src/store'
import { setupFor } from '../fixtures/game'
import { renderTable, resetStores } from './tableHarness'

const [PDF, RLO, FSI, PDI] = ['\u202C', '\u202E', '\u2068', '\u2069']
const TYPED = `Ana${PDI}${RLO}evil`
const SHOWN = `Ana${RLO}evil${PDF}`

beforeEach(async () => {
  await resetStores()
})

function tableWithAna() {
  const setup = setupFor()
  const [ana, ben] = setup.teams[0].players
  ana.name = TYPED
  ben.name = `Ben${RLO}`
  return renderTable(createGame(setup))
}

describe('a name holding bidi controls', () => {
  it('stays inside its isolate in a log sentence', async () => {
    tableWithAna()
    useGame.getState().dispatch({ type: 'life/lose', player: 'A1', amount: 1 })
    const log = await screen.findByRole('log')
    const line = within(log)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Ana'))
    const text = line?.textContent ?? ''
    expect(text).toContain(`${FSI}${SHOWN}${PDI}`)
    // Every isolate the line opens is closed by its own PDI, and no PDI is left over.
    expect(text.split(PDI).length).toBe(text.split(FSI).length)
  })

  it('is isolated in the hand header and the player header, balanced', () => {
    const { container } = tableWithAna()
    const owners = [...container.querySelectorAll('.hand-owner bdi, .player-name bdi')]
    const names = owners.map((bdi) => bdi.textContent)
    expect(names).toContain(SHOWN)
    expect(names).toContain(`Ben${RLO}${PDF}`)
    for (const bdi of owners) expect(bdi.textContent).not.toContain(' · ')
  })
})
