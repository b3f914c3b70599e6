import { useId, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../engine'
import { DECKLIST_FILE_TYPES, readDecklistFile } from './decklistFile'
import { errorWords } from './errorWords'

export interface DecklistFileButtonProps {
  onLoad: (file: { name: string; text: string }) => void
  /** Why the file could not be loaded: a catalog message, or plain words. */
  onError: (message: Message | string) => void
}

/** "Load from file": a real file input (so it is focusable and named), dressed as a button. */
export function DecklistFileButton({ onLoad, onError }: DecklistFileButtonProps) {
  const { t } = useTranslation('decks')
  const inputId = useId()

  const onChange = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    try {
      onLoad(await readDecklistFile(file))
    } catch (cause) {
      onError(errorWords(cause))
    } finally {
      // Picking the same file again after editing should load it again.
      input.value = ''
    }
  }

  return (
    <span className="deck-file">
      <input
        id={inputId}
        type="file"
        accept={DECKLIST_FILE_TYPES}
        className="deck-file__input"
        onChange={(event) => void onChange(event)}
      />
      <label htmlFor={inputId} className="decks-button decks-button--quiet deck-file__label">
        <svg
          className="deck-file__icon"
          viewBox="0 0 16 16"
          width="14"
          height="14"
          aria-hidden="true"
        >
          <path
            d="M8 11V2.5M4.5 6 8 2.5 11.5 6M2.5 10.5v3h11v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('file.load')}
      </label>
    </span>
  )
}
