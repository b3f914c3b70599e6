// @vitest-environment jsdom
/**
 * "Show card images (from Scryfall)": off by default, no <img> at all; on, a card with Scryfall
 * image_uris shows one lazy image from cards.scryfall.io over its unchanged text frame, the
 * face that is up for a double-faced card; a broken image or going offline shows the text.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScryfallCardData } from '../../../src/cards/types'
import { applyAction, battlefield, type GameState } from '../../../src/engine'
import { useGame } from '../../../src/store'
import { reloadCardImageSetting, SHOW_IMAGES_KEY } from '../../../src/ui/cards/imageSetting'
import { newGame } from '../../fixtures/game'
import { cardElement, renderTable, resetStores } from '../tableHarness'

const image = (name: string) => ({
  small: `https://cards.scryfall.io/small/front/${name}.jpg?1`,
  normal: `https://cards.scryfall.io/normal/front/${name}.jpg?1`,
})

const SOL_RING: ScryfallCardData = {
  name: 'Sol Ring',
  layout: 'normal',
  mana_cost: '{1}',
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}{C}.',
  image_uris: image('sol-ring'),
}

const DELVER: ScryfallCardData = {
  name: 'Delver of Secrets // Insectile Aberration',
  layout: 'transform',
  card_faces: [
    {
      name: 'Delver of Secrets',
      type_line: 'Creature — Human Wizard',
      power: '1',
      toughness: '1',
      image_uris: image('delver'),
    },
    {
      name: 'Insectile Aberration',
      type_line: 'Creature — Human Insect',
      power: '3',
      toughness: '2',
      image_uris: image('aberration'),
    },
  ],
}

function withPermanent(data: ScryfallCardData): { game: GameState; id: string } {
  const g = applyAction(newGame(), { type: 'card/conjure', player: 'A1', data, to: 'battlefield' })
  return { game: g, id: battlefield(g)[0] ?? '' }
}

async function turnImagesOn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More' }))
  await user.click(screen.getByRole('button', { name: 'Card data…' }))
  const dialog = screen.getByRole('dialog', { name: 'Card data' })
  await user.click(
    within(dialog).getByRole('checkbox', { name: 'Show card images (from Scryfall)' }),
  )
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
}

beforeEach(async () => {
  await resetStores()
  localStorage.clear()
  reloadCardImageSetting()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('card images', () => {
  it('are off by default: not one <img> on the table', () => {
    const { game, id } = withPermanent(SOL_RING)
    const { container } = renderTable(game)
    expect(cardElement(id)).toBeInTheDocument()
    expect(container.querySelectorAll('img')).toHaveLength(0)
  })

  it('show one lazy Scryfall image over the frame when turned on, and stay on', async () => {
    const user = userEvent.setup()
    const { game, id } = withPermanent(SOL_RING)
    const { container } = renderTable(game)
    const frame = cardElement(id).querySelector('.card-frame')
    await turnImagesOn(user)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    const img = images[0] as HTMLImageElement
    expect(new URL(img.src).hostname).toBe('cards.scryfall.io')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    // CORS, so the service worker's cache pays the image's real size (issue 40).
    expect(img).toHaveAttribute('crossorigin', 'anonymous')
    expect(img.alt).toBe('')
    // The same frame, with the image as a layer inside it: the layout does not change.
    expect(img.parentElement).toBe(frame)
    expect(cardElement(id)).toHaveAccessibleName(/Sol Ring/)
    expect(localStorage.getItem(SHOW_IMAGES_KEY)).toBe('on')
    reloadCardImageSetting()
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })

  it('hide a broken image, and every image while offline', async () => {
    localStorage.setItem(SHOW_IMAGES_KEY, 'on')
    reloadCardImageSetting()
    const { game, id } = withPermanent(SOL_RING)
    const { container } = renderTable(game)
    const img = container.querySelector('img')
    expect(img).not.toBeNull()
    fireEvent.error(img as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(cardElement(id).textContent).toContain('Sol Ring')

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    const second = applyAction(useGame.getState().game as GameState, {
      type: 'card/conjure',
      player: 'A2',
      data: SOL_RING,
      to: 'battlefield',
    })
    act(() => useGame.getState().loadGame(second))
    expect(container.querySelector('img')).toBeNull()
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })

  it('show the face that is up of a double-faced card', async () => {
    localStorage.setItem(SHOW_IMAGES_KEY, 'on')
    reloadCardImageSetting()
    const { game, id } = withPermanent(DELVER)
    renderTable(game)
    // Both faces are drawn back to back for the flip; the one not up is aria-hidden.
    const upImage = () =>
      cardElement(id).querySelector('.flip-face:not([aria-hidden]) img')?.getAttribute('src')
    expect(upImage()).toContain('/delver.jpg')
    act(() => {
      useGame.getState().dispatch({ type: 'card/transform', player: 'A1', card: id })
    })
    expect(upImage()).toContain('/aberration.jpg')
  })

  it('are never loaded from anywhere but Scryfall', () => {
    localStorage.setItem(SHOW_IMAGES_KEY, 'on')
    reloadCardImageSetting()
    const elsewhere = { ...SOL_RING, image_uris: { small: 'https://example.com/sol.jpg' } }
    const { game } = withPermanent(elsewhere)
    const { container } = renderTable(game)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getAllByText('Sol Ring').length).toBeGreaterThan(0)
  })
})
