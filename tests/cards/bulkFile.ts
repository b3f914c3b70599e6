/**
 * Generated Scryfall bulk-data files: card objects whose strings hold braces, brackets, escaped
 * quotes, backslashes and non-ASCII text, served as a stream cut into chunks of any size.
 */

/** A small seeded PRNG (mulberry32), so a failing cut can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TRICKY_TEXT = [
  '{T}: Add {G}.',
  'When this enters, say "hello {world}" and draw a card.',
  'Backslash \\ and \\" fake escape, then a lone }',
  'Æther Vial — “curly quotes” and an emoji 🐉 and 龍',
  'Closing brackets ]]] and braces }}} {{{ inside text',
  'Line one\nLine two\twith a tab',
  '',
]

/** `count` card objects in Scryfall's shape; every third is double-faced. */
export function generateBulkCards(count: number, seed = 1): Record<string, unknown>[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  return Array.from({ length: count }, (_, i) => {
    const name = `Card ${i} ${pick(['Æther', 'Lim-Dûl', '“Q”', '{X}', 'Plain'])}`
    const base = {
      object: 'card',
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      oracle_id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name,
      lang: 'en',
      layout: 'normal',
      mana_cost: pick(['{1}{G}', '{W/U}', '', '{X}{R}{R}']),
      cmc: Math.floor(random() * 8),
      type_line: 'Creature — Elf {Druid}',
      oracle_text: `${pick(TRICKY_TEXT)}\n${pick(TRICKY_TEXT)}`,
      power: String(Math.floor(random() * 6)),
      toughness: '*',
      colors: ['G'],
      color_identity: ['G'],
      keywords: random() < 0.5 ? [] : ['Flying', 'Partner with'],
      legalities: { commander: 'legal', duel: 'not_legal' },
      prices: { usd: random() < 0.5 ? null : '0.25', eur: null },
      image_uris: { small: `https://cards.scryfall.io/small/${i}.jpg?1`, normal: 'n' },
      all_parts: [{ object: 'related_card', name: '{weird} "name"', component: 'token' }],
    }
    if (i % 3 !== 0) return base
    return {
      ...base,
      name: `${name} // Back ${i}`,
      layout: 'transform',
      card_faces: [
        { object: 'card_face', name, oracle_text: pick(TRICKY_TEXT), colors: ['G'] },
        { object: 'card_face', name: `Back ${i}`, oracle_text: pick(TRICKY_TEXT), colors: [] },
      ],
    }
  })
}

/** The file as Scryfall writes it: one card per line inside a JSON array. */
export function bulkText(cards: readonly unknown[]): string {
  return `[\n${cards.map((card) => JSON.stringify(card)).join(',\n')}\n]\n`
}

/** A stream of `bytes` in chunks whose sizes come from `nextSize`. */
export function streamOf(
  bytes: Uint8Array,
  nextSize: () => number = () => 64 * 1024,
): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close()
        return
      }
      const size = Math.max(1, Math.floor(nextSize()))
      controller.enqueue(bytes.subarray(offset, offset + size))
      offset += size
    },
  })
}

export function streamOfText(text: string, nextSize?: () => number): ReadableStream<Uint8Array> {
  return streamOf(new TextEncoder().encode(text), nextSize)
}
