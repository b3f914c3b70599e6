/** Decklist parsing, resolution and Commander Duo deck checks (docs/rules.md: deck construction). */
export { parseDecklist, type LeftOutSection } from './parse'
export type { DecklistEntry, Deck, DeckProblem, DeckRule } from './types'
export { colorIdentity } from './colorIdentity'
export { validateDeck, validateTeam } from './validate'
export { resolveDecklist, makeCardIndex } from './resolve'
