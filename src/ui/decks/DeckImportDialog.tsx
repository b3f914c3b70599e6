import { useTranslation } from 'react-i18next'
import type { Deck } from '../../deck'
import type { CardData } from '../../engine'
import type { SavedDeck } from '../../store/deckLibrary'
import { DeckImportForm } from './DeckImportForm'
import { ModalDialog } from './ModalDialog'

export interface DeckImportDialogProps {
  open: boolean
  onClose: () => void
  /** Finds a card in the card pool by the name written in the list. */
  lookup: (name: string) => CardData | undefined
  onImported?: (saved: SavedDeck) => void
  /** The teammate's deck, so the team-wide nonland singleton (seed 000) is checked too. */
  teammateDeck?: Deck
  /** Opens with this list already in place, e.g. a copy of a sample deck to edit. */
  initialText?: string
  initialName?: string
}

/** "Import a deck": paste or load a decklist, see what is wrong with it as you type, save it. */
export function DeckImportDialog({ open, onClose, ...form }: DeckImportDialogProps) {
  const { t } = useTranslation('decks')
  if (!open) return null
  // The form mounts with the dialog, so every opening starts from a clean slate.
  return (
    <ModalDialog title={t('import.title')} onClose={onClose} className="deck-import">
      <DeckImportForm onClose={onClose} {...form} />
    </ModalDialog>
  )
}
