import { describe, expect, it } from 'vitest'
import { numberedNames } from '../../../src/ui/library/searchRows'

describe('rows of looked-at cards', () => {
  it('number a name the list holds twice, so each row’s controls have their own name', () => {
    expect(numberedNames(['Mountain', 'Shock', 'Mountain'])).toEqual([
      'Mountain 1',
      'Shock',
      'Mountain 2',
    ])
  })
})
