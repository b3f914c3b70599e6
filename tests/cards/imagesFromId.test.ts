/**
 * Issue 26: a card that carries its Scryfall id but no image_uris (the sample pool's cards) still
 * has an image, at the path Scryfall keeps for that printing; the face that is up for a
 * double-faced card; nothing for an id that is no Scryfall id.
 */
import { describe, expect, it } from 'vitest'
import { cardImageSource } from '../../src/cards/images'
import type { ScryfallCardData } from '../../src/cards/types'

const ID = 'd74a72a2-d46a-41c2-a400-70571197b020'
const at = (size: string, side: string) => `https://cards.scryfall.io/${size}/${side}/d/7/${ID}.jpg`

describe('a card with a Scryfall id and no image_uris', () => {
  it('shows the printing’s small image, the normal one for dense screens and the preview', () => {
    const card: ScryfallCardData = { name: 'Sol Ring', layout: 'normal', id: ID }
    expect(cardImageSource(card)).toEqual({
      src: at('small', 'front'),
      srcSet: `${at('small', 'front')} 146w, ${at('normal', 'front')} 488w`,
      large: at('normal', 'front'),
    })
  })

  it('shows the back of a double-faced card when the back is up, one image for a split card', () => {
    const faces = [{ name: 'Front' }, { name: 'Back' }]
    const transform: ScryfallCardData = {
      name: 'F // B',
      layout: 'transform',
      id: ID,
      card_faces: faces,
    }
    expect(cardImageSource(transform, 'back')?.src).toBe(at('small', 'back'))
    expect(cardImageSource(transform, 'front')?.src).toBe(at('small', 'front'))
    const split: ScryfallCardData = { name: 'F // B', layout: 'split', id: ID, card_faces: faces }
    expect(cardImageSource(split, 'back')?.src).toBe(at('small', 'front'))
  })

  it('prefers the image_uris a card carries, and shows nothing for an id that is no UUID', () => {
    const uris = { small: 'https://cards.scryfall.io/small/front/x.jpg' }
    const card = (fields: Partial<ScryfallCardData>): ScryfallCardData => ({ name: 'A', ...fields })
    expect(cardImageSource(card({ id: ID, image_uris: uris }))?.src).toBe(uris.small)
    expect(cardImageSource(card({ id: '../../evil' }))).toBeUndefined()
    expect(cardImageSource(card({ id: ID.toUpperCase() }))).toBeUndefined()
    expect(cardImageSource(card({}))).toBeUndefined()
  })
})
