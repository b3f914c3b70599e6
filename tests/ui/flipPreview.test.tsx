// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { viewCardId } from '../../src/engine'
import { useUi } from '../../src/store'
import { boardWith, clone, delver, gatstafShepherd, toBattlefield } from './flipFixtures'
import { cardElement, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

const preview = () => screen.getByRole('complementary', { name: 'Card preview' })
const noPreview = () => screen.queryByRole('complementary', { name: 'Card preview' })
const AT = { left: 10, top: 10, width: 72, height: 100, how: 'key' } as const
const show = (id: string) => act(() => useUi.getState().setPreview(id, AT))

describe('the preview of a double-faced card (712.6, 712.7)', { timeout: 20_000 }, () => {
  it('shows both faces side by side to a team that may see it, the face up first and marked', () => {
    const b = boardWith([gatstafShepherd])
    const id = b.id('Gatstaf Shepherd')
    b.act(toBattlefield(id), { type: 'card/transform', player: 'A1', card: id })
    renderTable(b.state)
    show(id)
    const faces = within(preview()).getAllByRole('article')
    // Transformed, it reads as what it is now: the back face first (712.8d).
    expect(faces.map((f) => within(f).getByRole('heading').textContent)).toEqual([
      'Gatstaf Howler',
      'Gatstaf Shepherd',
    ])
    expect(faces[0]).toHaveTextContent('Face up')
    expect(faces[1]).not.toHaveTextContent('Face up')
    expect(preview().querySelector('.preview-faces-grid')).toHaveClass('is-double')
  })

  it('shows both faces of a DFC in a teammate’s hand, and nothing of one in an opponent’s', () => {
    const b = boardWith([gatstafShepherd], { B1: [delver] })
    renderTable(b.state)
    show(b.id('Gatstaf Shepherd'))
    expect(preview()).toHaveTextContent('Gatstaf Howler')
    // Team A's view knows the opponent's card by its place in the hand only.
    const theirs = viewCardId(b.state, { team: 'A' }, b.id('Delver of Secrets', 'B1'))
    expect(theirs).toMatch(/^hidden-/)
    show(theirs)
    expect(noPreview()).toBeNull()
    expect(cardElement(theirs)).toHaveAccessibleName('Card back')
    expect(document.body.innerHTML).not.toMatch(/Delver|Insectile/)
  })

  it('keeps a face-down DFC a back to the other team, its face too to its own', () => {
    const b = boardWith([delver])
    const id = b.id('Delver of Secrets')
    b.act(toBattlefield(id, 'A1', { faceDown: true }))
    renderTable(b.state)
    const el = cardElement(id)
    expect(el).toHaveAccessibleName('Face-down card')
    expect(el).not.toHaveAttribute('data-face')
    expect(el).toHaveTextContent('Delver of Secrets')
    expect(el.textContent).toMatch(/^Face-down cardDelver of Secrets/)
    act(() => useUi.setState({ viewingTeam: 'B' }))
    const seen = viewCardId(b.state, { team: 'B' }, id)
    expect(seen).toMatch(/^hidden-/)
    expect(cardElement(seen)).toHaveAccessibleName('Face-down card')
    expect(cardElement(seen)).not.toHaveAttribute('data-face')
    expect(cardElement(seen).textContent).toBe('Face-down card2/2')
    show(seen)
    expect(preview().textContent).not.toMatch(/Delver|Insectile/)
    expect(preview()).toHaveTextContent('Face down')
  })

  it('says what a copy copies, in its frame and in the preview', () => {
    const b = boardWith([gatstafShepherd, clone])
    const shepherd = b.id('Gatstaf Shepherd')
    b.act(toBattlefield(shepherd), { type: 'card/transform', player: 'A1', card: shepherd })
    const copy = b.id('Clone')
    b.act(toBattlefield(copy, 'A1', { asCopyOf: shepherd }))
    renderTable(b.state)
    expect(cardElement(copy)).toHaveAccessibleName('Gatstaf Howler')
    expect(cardElement(copy)).toHaveTextContent('Clone — copying Gatstaf Howler')
    show(copy)
    expect(preview()).toHaveTextContent('Clone — copying Gatstaf Howler')
    expect(
      within(preview())
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Gatstaf Howler', 'Clone'])
  })
})
