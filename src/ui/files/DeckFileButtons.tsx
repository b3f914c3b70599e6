import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import { deckFileName, decksFileText, importDecks, openDecksFile } from '../../store/deckFile'
import { message, type Message } from '../../engine/core'
import { downloadFile } from './download'
import { FilePicker } from './FilePicker'

/** One saved deck as a plain decklist file, readable by Moxfield, Archidekt and Arena. */
export function DownloadDeckButton({ deck }: { deck: SavedDeck }) {
  const { t } = useTranslation('files')
  return (
    <button
      type="button"
      className="decks-button decks-button--quiet decks-button--small"
      aria-label={t('files.deck.downloadNamed', { name: deck.name })}
      onClick={() => downloadFile(deckFileName(deck.name), deck.text, 'text/plain')}
    >
      {t('files.deck.download')}
    </button>
  )
}

/** Every saved deck in one file, and that file read back (on this or another device). */
export function DeckLibraryFileButtons() {
  const { t } = useTranslation('files')
  const say = useSay()
  const decks = useDeckLibrary((s) => s.decks)
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: Message } | null>(null)

  async function importFile(file: File) {
    const result = await openDecksFile(file)
    if (!result.ok) {
      setStatus({
        kind: 'error',
        text: message('files.decks.refusedFile', { file: file.name, why: result.problem }, 'files'),
      })
      return
    }
    try {
      const { added, renamed } = await importDecks(result.decks)
      await useDeckLibrary.getState().load()
      setStatus({
        kind: 'done',
        text: message('files.decks.imported', { count: added, renamed }, 'files'),
      })
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      setStatus({
        kind: 'error',
        text: message('files.decks.storage', { why }, 'files'),
      })
    }
  }

  return (
    <div className="deck-files">
      <button
        type="button"
        disabled={decks.length === 0}
        onClick={() =>
          downloadFile('duotable-decks.json', decksFileText(decks), 'application/json')
        }
      >
        {t('files.decks.export')}
      </button>
      <FilePicker accept=".json,application/json" onFile={(file) => void importFile(file)}>
        {t('files.decks.import')}
      </FilePicker>
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? 'form-error' : 'muted'}
        >
          {say(status.text, 'files')}
        </p>
      )}
    </div>
  )
}
