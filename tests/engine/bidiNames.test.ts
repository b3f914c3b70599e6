/**
 * Issue 40: a name can no longer escape the isolate it is shown in. Bidi controls in user text
 * are balanced (UAX #9 X6a–X7): a closer with nothing to close is dropped, whatever stays open is
 * closed at the end; the engine does it to the names a game is set up with.
 */
import { describe, expect, it } from 'vitest'
import { balanceBidi } from '../../src/engine/core'
import { createGame } from '../../src/engine'
import { setupFor } from '../fixtures/game'

const [LRE, PDF, RLO, LRI, RLI, FSI, PDI] = [
  '\u202A',
  '\u202C',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

describe('balanced bidi controls', () => {
  it('leaves plain and right-to-left names as they are', () => {
    expect(balanceBidi('Ana')).toBe('Ana')
    expect(balanceBidi('שרה')).toBe('שרה')
    expect(balanceBidi(`a${RLI}b${PDI}c`)).toBe(`a${RLI}b${PDI}c`)
  })

  it('drops a PDI or PDF with nothing to close', () => {
    expect(balanceBidi(`Ana${PDI}${RLO}evil`)).toBe(`Ana${RLO}evil${PDF}`)
    expect(balanceBidi(`Ben${PDF}`)).toBe('Ben')
  })

  it('closes what stays open, innermost first', () => {
    expect(balanceBidi(`${RLO}cba`)).toBe(`${RLO}cba${PDF}`)
    expect(balanceBidi(`${LRI}a${RLO}b`)).toBe(`${LRI}a${RLO}b${PDF}${PDI}`)
  })

  it('a PDI closes the embeddings opened inside its isolate; a PDF cannot close an isolate', () => {
    expect(balanceBidi(`${FSI}a${LRE}b${PDI}c`)).toBe(`${FSI}a${LRE}b${PDF}${PDI}c`)
    expect(balanceBidi(`${FSI}a${PDF}b`)).toBe(`${FSI}ab${PDI}`)
  })
})

describe('a game set up with such names', () => {
  it('keeps them balanced', () => {
    const setup = setupFor()
    const [ana] = setup.teams[0].players
    ana.name = `Ana${PDI}${RLO}evil`
    setup.teams[1].name = `${RLO}B`
    const game = createGame(setup)
    expect(game.players['A1']?.name).toBe(`Ana${RLO}evil${PDF}`)
    expect(game.teams.B.name).toBe(`${RLO}B${PDF}`)
  })
})
