import { DeckLibraryFileButtons } from '../files/DeckFileButtons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { say } from '../../i18n/say'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import { SavedDeckItem } from './SavedDeckItem'
import './decks.css'

export interface SavedDeckListProps {
  /** Shows a "Use <name>" button on each deck, for a seat to pick one. */
  onChoose?: (deck: SavedDeck) => void
  /** The deck currently picked, shown pressed. */
  chosenId?: string
}

/** The decks saved in this browser, newest first; reads them from IndexedDB on first show. */
export function SavedDeckList({ onChoose, chosenId }: SavedDeckListProps) {
  const { t } = useTranslation('decks')
  const { decks, loaded, error } = useDeckLibrary(
    useShallow((state) => ({ decks: state.decks, loaded: state.loaded, error: state.error })),
  )
  const load = useDeckLibrary((state) => state.load)
  const remove = useDeckLibrary((state) => state.remove)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!loaded) void load()
  }, [loaded, load])

  const onDelete = async (deck: SavedDeck): Promise<void> => {
    await remove(deck.id)
    // The button that had focus is gone; keep the keyboard user in the list.
    listRef.current?.focus()
  }

  return (
    <div className="saved-decks">
      {error && (
        <p role="alert" className="decks-notice decks-notice--error">
          {say(t, error, 'store')}
        </p>
      )}
      {!loaded ? (
        <p className="saved-decks__empty">{t('saved.loading')}</p>
      ) : decks.length === 0 ? (
        <p className="saved-decks__empty">{t('saved.none')}</p>
      ) : null}
      <ul
        ref={listRef}
        role="list"
        aria-label={t('saved.list')}
        tabIndex={-1}
        className="saved-decks__list"
        hidden={decks.length === 0}
      >
        {decks.map((deck) => (
          <SavedDeckItem
            key={deck.id}
            deck={deck}
            chosen={deck.id === chosenId}
            onDelete={(chosen) => void onDelete(chosen)}
            {...(onChoose ? { onChoose } : {})}
          />
        ))}
      </ul>
      <DeckLibraryFileButtons />
    </div>
  )
}
