/**
 * A 100-card deck of cards that are not in the sample pool, and the Scryfall bulk-data index and
 * Oracle Cards file that hold them, for browser tests that route Scryfall's hosts to these.
 */
const COMMANDER = 'Vessa, Keeper of the Offline Grove'

function creature(i: number, name: string, typeLine: string): Record<string, unknown> {
  const id = String(i).padStart(12, '0')
  return {
    object: 'card',
    id: `00000000-0000-4000-8000-${id}`,
    oracle_id: `10000000-0000-4000-8000-${id}`,
    name,
    lang: 'en',
    layout: 'normal',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: typeLine,
    oracle_text: '{T}: Add {G}.',
    power: '2',
    toughness: '2',
    colors: ['G'],
    color_identity: ['G'],
    keywords: [],
    games: ['paper'],
  }
}

/** The commander and 99 cards, each a different green card no sample deck has. */
export const OFFLINE_CARDS = [
  creature(0, COMMANDER, 'Legendary Creature — Elf Druid'),
  ...Array.from({ length: 99 }, (_, i) =>
    creature(i + 1, `Grove Tender ${i + 1}`, 'Creature — Elf'),
  ),
]

export const OFFLINE_DECKLIST = [
  'Commander',
  `1 ${COMMANDER}`,
  '',
  'Deck',
  ...OFFLINE_CARDS.slice(1).map((card) => `1 ${String(card['name'])}`),
].join('\n')

export const BULK_FILE_URI =
  'https://data.scryfall.io/oracle-cards/oracle-cards-20261201100000.json'

export const BULK_FILE_TEXT = `[\n${OFFLINE_CARDS.map((card) => JSON.stringify(card)).join(',\n')}\n]\n`

export const BULK_INDEX = {
  object: 'list',
  has_more: false,
  data: [
    {
      object: 'bulk_data',
      type: 'oracle_cards',
      name: 'Oracle Cards',
      updated_at: '2026-12-01T10:00:00.000+00:00',
      size: new TextEncoder().encode(BULK_FILE_TEXT).length,
      download_uri: BULK_FILE_URI,
      content_type: 'application/json',
      content_encoding: 'gzip',
    },
  ],
}
