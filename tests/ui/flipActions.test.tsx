// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, zone } from '../../src/engine'
import { useGame } from '../../src/store'
import {
  bolt,
  boardWith,
  clone,
  delver,
  forest,
  gatstafShepherd,
  ranger,
  toBattlefield,
} from './flipFixtures'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

/** The face of a double-faced card that is showing: the one not aria-hidden. */
function shownFace(el: HTMLElement): HTMLElement {
  const up = el.querySelector<HTMLElement>('.flip-face:not([aria-hidden])')
  if (!up) throw new Error('no face is up')
  return up
}

function openMenu(el: HTMLElement) {
  const user = userEvent.setup()
  return user.pointer({ keys: '[MouseRight]', target: el }).then(() => user)
}

describe('transforming on the table (701.27)', { timeout: 20_000 }, () => {
  it('turns the card over from its context menu: data-face and the face shown agree', async () => {
    const b = boardWith([gatstafShepherd])
    const id = b.id('Gatstaf Shepherd')
    b.act(toBattlefield(id))
    renderTable(b.state)
    const el = cardElement(id)
    expect(el).toHaveAttribute('data-face', 'front')
    expect(shownFace(el)).toHaveTextContent('Gatstaf Shepherd')
    const user = await openMenu(el)
    await user.click(screen.getByRole('menuitem', { name: 'Transform' }))
    expect(card(game(), id).faceUp).toBe('back')
    expect(cardElement(id)).toHaveAttribute('data-face', 'back')
    expect(cardElement(id)).toHaveAccessibleName('Gatstaf Howler')
    expect(shownFace(cardElement(id))).toHaveTextContent('Gatstaf Howler')
    expect(shownFace(cardElement(id))).not.toHaveTextContent('Gatstaf Shepherd')
  })

  it('transforms the focused card with T, and back again', async () => {
    const user = userEvent.setup()
    const b = boardWith([delver])
    const id = b.id('Delver of Secrets')
    b.act(toBattlefield(id))
    renderTable(b.state)
    cardElement(id).focus()
    await user.keyboard('t')
    expect(cardElement(id)).toHaveAttribute('data-face', 'back')
    expect(cardElement(id)).toHaveFocus()
    await user.keyboard('T')
    expect(cardElement(id)).toHaveAttribute('data-face', 'front')
    expect(useGame.getState().past).toHaveLength(2)
  })

  it('offers no Transform for a face-down DFC or a Clone copying one, and T does nothing', async () => {
    const b = boardWith([delver, clone, gatstafShepherd])
    const delverId = b.id('Delver of Secrets')
    const shepherd = b.id('Gatstaf Shepherd')
    b.act(toBattlefield(delverId, 'A1', { faceDown: true }), toBattlefield(shepherd))
    const cloneId = b.id('Clone')
    b.act(toBattlefield(cloneId, 'A1', { asCopyOf: shepherd }))
    renderTable(b.state)
    for (const id of [delverId, cloneId]) {
      const user = await openMenu(cardElement(id))
      const menu = screen.getByRole('menu')
      expect(within(menu).queryByRole('menuitem', { name: 'Transform' })).toBeNull()
      await user.keyboard('{Escape}')
      cardElement(id).focus()
      await user.keyboard('t')
    }
    expect(useGame.getState().past).toHaveLength(0)
  })
})

describe('Explore from the context menu (701.44)', { timeout: 20_000 }, () => {
  async function explore(top: typeof forest | null) {
    const b = boardWith(top ? [ranger, top] : [ranger])
    const id = b.id('Jadelight Ranger')
    b.act(toBattlefield(id))
    if (top)
      b.act({ type: 'card/move', player: 'A1', card: b.id(top.name), to: 'library', index: 0 })
    renderTable(b.state)
    const user = await openMenu(cardElement(id))
    await user.click(screen.getByRole('menuitem', { name: 'Explore' }))
    return { id, user }
  }

  it('puts a revealed land into the hand at once: nothing to ask', async () => {
    const { id } = await explore(forest)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(zone(game(), 'A1', 'hand').map((c) => card(game(), c).name)).toContain('Forest')
    expect(card(game(), id).power).toBe(2)
  })

  it('asks about a revealed nonland card, naming it, and does what was chosen', async () => {
    const { id, user } = await explore(bolt)
    const dialog = screen.getByRole('dialog', { name: 'Explore revealed Lightning Bolt' })
    expect(card(game(), id).counters['+1/+1']).toBeUndefined()
    await user.click(within(dialog).getByRole('button', { name: 'Put into graveyard' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(card(game(), id).power).toBe(3)
    expect(zone(game(), 'A1', 'graveyard').map((c) => card(game(), c).name)).toEqual([
      'Lightning Bolt',
    ])
  })

  it('explores an empty library at once and still gives the counter (701.44b)', async () => {
    const { id } = await explore(null)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(card(game(), id).counters['+1/+1']).toBe(1)
  })
})
