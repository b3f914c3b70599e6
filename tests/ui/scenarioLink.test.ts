/** Issue 27: a scenario link names only a known scenario, never a name every object has. */
import { describe, expect, it } from 'vitest'
import { scenarioFromSearch, scenarioName } from '../../src/scenarios'

describe('scenario links', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '?scenario=%s names no scenario',
    (name) => {
      expect(scenarioFromSearch(`?scenario=${name}`)).toBeNull()
      expect(scenarioName(`?scenario=${name}`)).toBeNull()
    },
  )

  it('a known name is found', () => {
    expect(scenarioFromSearch('?scenario=late-game')).toBeTypeOf('function')
    expect(scenarioName('?scenario=late-game')).toBe('late-game')
  })
})
