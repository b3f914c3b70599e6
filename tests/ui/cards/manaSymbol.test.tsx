// @vitest-environment jsdom
/**
 * Mana symbols through mana-font: the icon is aria-hidden, the words are what assistive
 * technology reads, and the coloured disc with its letter stays for the time before the font.
 */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ManaCost } from '../../../src/ui/card/ManaCost'
import { ManaSymbol } from '../../../src/ui/card/ManaSymbol'
import { manaIconClass } from '../../../src/ui/cards/manaFont'

describe('manaIconClass', () => {
  it.each([
    ['G', 'ms-g'],
    ['W', 'ms-w'],
    ['C', 'ms-c'],
    ['X', 'ms-x'],
    ['0', 'ms-0'],
    ['15', 'ms-15'],
    ['20', 'ms-20'],
    ['T', 'ms-tap'],
    ['Q', 'ms-untap'],
    ['S', 'ms-s'],
    ['W/U', 'ms-wu'],
    ['G/W', 'ms-gw'],
    ['2/B', 'ms-2b'],
    ['C/R', 'ms-cr'],
    ['G/P', 'ms-gp'],
    ['B/G/P', 'ms-bgp'],
    ['P', 'ms-p'],
  ])('%s → %s', (symbol, icon) => {
    expect(manaIconClass(symbol)).toBe(icon)
  })

  it('has no class for symbols the font lacks or that are not mana', () => {
    for (const symbol of ['21', 'HW', 'U/W', 'Z/Q', 'PW', 'W/U/B']) {
      expect(manaIconClass(symbol)).toBeUndefined()
    }
  })
})

describe('ManaSymbol', () => {
  it('draws the mana-font icon, hidden from screen readers, and says the mana in words', () => {
    const { container } = render(<ManaSymbol symbol="G" />)
    const icon = container.querySelector('i')
    expect(icon).toHaveClass('ms', 'ms-g', 'ms-cost')
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByTitle('one green mana')).toHaveTextContent('one green mana')
    // The disc and letter stay until the font is ready (mana.css).
    expect(container.querySelector('.mana.mana-G.has-icon .mana-text')).toHaveTextContent('G')
  })

  it('keeps a cost readable as words, symbol by symbol', () => {
    const { container } = render(<ManaCost cost="{2}{W/U}{B/P}" />)
    const words = [...container.querySelectorAll('.sr-only')].map((node) => node.textContent)
    expect(words).toEqual([
      'two generic mana',
      'one white or blue mana',
      'one Phyrexian black mana (or 2 life)',
    ])
    expect([...container.querySelectorAll('i.ms')].map((icon) => icon.className)).toEqual([
      'ms ms-cost ms-2',
      'ms ms-cost ms-wu',
      'ms ms-cost ms-bp',
    ])
  })

  it('keeps the disc alone for a symbol the font lacks', () => {
    const { container } = render(<ManaSymbol symbol="HW" />)
    expect(container.querySelector('i')).toBeNull()
    expect(container.querySelector('.mana')).not.toHaveClass('has-icon')
  })
})
