// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as CardInfoModule from '../../src/ui/card/useCardInfo'
import { boardWith, delver, gatstafShepherd, toBattlefield } from './flipFixtures'
import { creature } from '../fixtures/game'
import { cardElement, renderTable, resetStores } from './tableHarness'

/** How often each card rendered (every card reads itself through useCardInfo). */
const renders = vi.hoisted(() => new Map<string, number>())
vi.mock('../../src/ui/card/useCardInfo', async (importOriginal) => {
  const original = await importOriginal<typeof CardInfoModule>()
  return {
    ...original,
    useCardInfo: (id: string) => {
      renders.set(id, (renders.get(id) ?? 0) + 1)
      return original.useCardInfo(id)
    },
  }
})

beforeEach(async () => {
  await resetStores()
  renders.clear()
})

/** Two DFCs and two single-faced creatures on A1's battlefield. */
function board() {
  const b = boardWith([gatstafShepherd, delver, creature('Bear', 2, 2), creature('Elk', 3, 3)])
  const ids = ['Gatstaf Shepherd', 'Delver of Secrets', 'Bear', 'Elk'].map((n) => b.id(n))
  b.act(...ids.map((id) => toBattlefield(id)))
  return { state: b.state, ids }
}

describe('the flip and rendering (issue 10)', { timeout: 20_000 }, () => {
  it('draws the 3D structure only on double-faced permanents', () => {
    const { state, ids } = board()
    renderTable(state)
    const [shepherd, delverId, bear, elk] = ids.map(cardElement)
    expect(shepherd?.querySelector('.flip')).not.toBeNull()
    expect(delverId?.querySelector('.flip')).not.toBeNull()
    expect(bear?.querySelector('.flip')).toBeNull()
    expect(elk?.querySelector('.flip')).toBeNull()
    expect(document.querySelectorAll('.flip')).toHaveLength(2)
  })

  it('a transform or a tap re-renders that card and no other', async () => {
    const user = userEvent.setup()
    const { state, ids } = board()
    renderTable(state)
    const [shepherd = '', , bear = ''] = ids
    for (const [target, key] of [
      [shepherd, 't'],
      [bear, '{Enter}'],
      [shepherd, '{Enter}'],
    ] as const) {
      cardElement(target).focus()
      renders.clear()
      await user.keyboard(key)
      const others = [...renders.entries()].filter(([id, n]) => id !== target && id !== '' && n > 0)
      expect(others).toEqual([])
      expect(renders.get(target)).toBeGreaterThanOrEqual(1)
    }
    expect(cardElement(shepherd)).toHaveAttribute('data-face', 'back')
    expect(cardElement(shepherd)).toHaveClass('is-tapped')
  })
})
