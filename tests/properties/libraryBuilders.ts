/**
 * Builders for the library actions (search, the top of the library, mill, revealing): each
 * picks from the acting player's own library, and now and then names a card from elsewhere or
 * a wrong place, so refusals are generated too.
 */
import type { SearchDestination } from '../../src/engine/actions'
import type { CardId } from '../../src/engine'
import type { Builders, Resolver } from './resolver'

const DESTINATIONS: SearchDestination[] = [
  'hand',
  'battlefield',
  'battlefieldTapped',
  'graveyard',
  'exile',
  'libraryTop',
  'libraryBottom',
]
const KINDS = ['scry', 'surveil', 'look'] as const

function libraryOf(x: Resolver, player: string): CardId[] {
  return x.playerOf(player)?.zones.library ?? []
}

export const libraryBuilders = {
  'library/search': (x) => {
    const player = x.player(x.r.player, undefined)
    const library = libraryOf(x, player)
    const count = x.r.amount % 3
    const start = x.r.card.n % Math.max(1, library.length)
    const found = library.slice(start, start + count).map((card, i) => ({
      card,
      to: DESTINATIONS[(x.r.option + i) % DESTINATIONS.length] ?? 'hand',
    }))
    if (x.r.card.from === 'missing') found.push({ card: x.card(x.r.other, 'any'), to: 'hand' })
    return { type: 'library/search', player, found, reveal: x.r.flag, shuffle: !x.bit(3) }
  },
  'library/arrangeTop': (x) => {
    const player = x.player(x.r.player, undefined)
    const n = 1 + (x.r.amount % 3)
    const looked = libraryOf(x, player).slice(0, n)
    const kind = KINDS[x.r.option % KINDS.length] ?? 'scry'
    const elsewhere = looked.filter((_, i) => (x.r.extra + i) % 2 === 0)
    const top = looked.filter((id) => !elsewhere.includes(id)).reverse()
    if (kind === 'scry') return { type: 'library/arrangeTop', player, kind, top, bottom: elsewhere }
    if (kind === 'surveil')
      return { type: 'library/arrangeTop', player, kind, top, graveyard: elsewhere }
    return { type: 'library/arrangeTop', player, kind, top, hand: elsewhere }
  },
  'library/mill': (x) => ({
    type: 'library/mill',
    player: x.player(x.r.player, undefined),
    count: x.r.amount,
  }),
  'library/topRevealed': (x) => ({
    type: 'library/topRevealed',
    player: x.player(x.r.player, undefined),
    on: x.r.flag,
  }),
  'hand/reveal': (x) => ({
    type: 'hand/reveal',
    player: x.player(x.r.player, undefined),
    revealed: x.r.flag,
  }),
} satisfies Partial<Builders>
