/**
 * A built-in sample deck (sampleDecks.ts) → the decklist text a user would paste, so a sample can
 * be saved, edited in the import dialog, or read by the same parser as every other deck.
 */

/** Arena-style sections, which parseDecklist reads: 'Commander', a blank line, then 'Deck'. */
export function decklistText(deck: {
  commanders: readonly string[]
  cards: readonly { count: number; name: string }[]
}): string {
  const commanders = deck.commanders.map((name) => `1 ${name}`)
  const cards = deck.cards.map(({ count, name }) => `${count} ${name}`)
  return `${['Commander', ...commanders].join('\n')}\n\n${['Deck', ...cards].join('\n')}\n`
}
