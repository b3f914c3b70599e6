/** Deck import and the saved-deck list, for the setup screen to embed. */
export { DeckImportDialog, type DeckImportDialogProps } from './DeckImportDialog'
export { SavedDeckList, type SavedDeckListProps } from './SavedDeckList'
export { DeckReport } from './DeckReport'
export { checkDecklist, type DecklistCheck } from './checkDecklist'
