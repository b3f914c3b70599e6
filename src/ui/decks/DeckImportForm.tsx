import { useId, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Deck } from '../../deck'
import type { Message } from '../../engine'
import type { CardData } from '../../engine'
import { say } from '../../i18n/say'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import { DidYouMean } from '../cards/DidYouMean'
import { OnlineLookup } from '../cards/OnlineLookup'
import { replaceCardName } from '../cards/replaceCardName'
import { useDecklistLookup } from '../cards/useDecklistLookup'
import { checkDecklist, checkParsedDecklist, suggestedDeckName } from './checkDecklist'
import { DeckReport } from './DeckReport'
import { DecklistFileButton } from './DecklistFileButton'
import { readDecklistFile } from './decklistFile'
import { errorWords } from './errorWords'
import { useDebouncedValue } from './useDebouncedValue'
import { pastedTooLong, quickHasCardLines } from './pasteLimit'
import { useParsedDecklist } from './useParsedDecklist'

export interface DeckImportFormProps {
  onClose: () => void
  lookup: (name: string) => CardData | undefined
  onImported?: (saved: SavedDeck) => void
  teammateDeck?: Deck
  initialText?: string
  initialName?: string
}

/** Checks run once typing pauses this long, so the report doesn't flicker on every key. */
const CHECK_DELAY_MS = 200

const PLACEHOLDER = `Commander
1 Omnath, Locus of Mana

Deck
1 Sol Ring
1 Cultivate
97 Forest`

export function DeckImportForm({
  onClose,
  lookup,
  onImported,
  teammateDeck,
  initialText = '',
  initialName = '',
}: DeckImportFormProps) {
  const { t } = useTranslation('decks')
  const saveToLibrary = useDeckLibrary((state) => state.save)
  const [name, setName] = useState(initialName)
  const [text, setText] = useState(initialText)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<Message | string | null>(null)
  /** The name of a saved deck this one would overwrite, once the user tried to save over it. */
  const [nameTaken, setNameTaken] = useState<string | null>(null)
  /** Saved with problems left: the dialog stays open on its report. */
  const [savedAs, setSavedAs] = useState<{ deck: SavedDeck; problemCount: number } | null>(null)

  const checkedText = useDebouncedValue(text, CHECK_DELAY_MS)
  // The pool, widened by the card cache and, on request, Scryfall.
  const online = useDecklistLookup(lookup)
  // Read in a worker (issue 27: a long paste must not stall typing), checked here.
  const parsed = useParsedDecklist(checkedText)
  const check = useMemo(
    () =>
      parsed
        ? checkParsedDecklist(parsed.parsed, online.lookup, teammateDeck)
        : checkDecklist('', online.lookup, teammateDeck),
    [parsed, online.lookup, teammateDeck],
  )
  const current = parsed?.text === text
  const canSave = useMemo(
    () => (current ? check.hasCards : quickHasCardLines(text)),
    [current, check.hasCards, text],
  )
  const untitled = t('check.untitled')
  const fallbackName = suggestedDeckName(check.deck, untitled)

  const nameId = useId()
  const listId = useId()
  const hintId = useId()

  const editName = (value: string): void => {
    setName(value)
    setNameTaken(null)
  }

  const loadFile = (file: { name: string; text: string }): void => {
    const tooLong = pastedTooLong(file.text)
    if (tooLong) {
      setError(tooLong)
      return
    }
    setText(file.text)
    setError(null)
    if (name.trim() === '') editName(file.name)
  }

  const save = async (): Promise<void> => {
    if (!canSave || saving) return
    const fresh = checkDecklist(text, online.lookup, teammateDeck)
    const deckName = name.trim() || suggestedDeckName(fresh.deck, untitled)
    // Saving again after a save with problems updates that same deck, no question asked.
    const replace = nameTaken !== null || savedAs?.deck.name === deckName
    setSaving(true)
    setError(null)
    try {
      const result = await saveToLibrary({ name: deckName, text }, { replace })
      if (result.status === 'nameTaken') {
        setNameTaken(result.existing.name)
        return
      }
      setNameTaken(null)
      onImported?.(result.deck)
      if (fresh.legal) onClose()
      else setSavedAs({ deck: result.deck, problemCount: fresh.problemCount })
    } catch (cause) {
      setError(errorWords(cause))
    } finally {
      setSaving(false)
    }
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void save()
    }
  }

  const onDrop = async (event: DragEvent<HTMLTextAreaElement>): Promise<void> => {
    const file = event.dataTransfer.files[0]
    if (!file) return
    event.preventDefault()
    try {
      loadFile(await readDecklistFile(file))
    } catch (cause) {
      setError(errorWords(cause))
    }
  }

  return (
    <form
      className="deck-import__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className="deck-import__columns">
        <div className="deck-import__fields">
          <div className="deck-import__field">
            <label htmlFor={nameId} className="deck-import__label">
              {t('import.name')}
            </label>
            <input
              id={nameId}
              data-autofocus
              className="decks-input"
              type="text"
              autoComplete="off"
              value={name}
              placeholder={fallbackName}
              onChange={(event) => editName(event.target.value)}
            />
          </div>
          <div className="deck-import__field deck-import__field--grow">
            <div className="deck-import__label-row">
              <label htmlFor={listId} className="deck-import__label">
                {t('import.list')}
              </label>
              <DecklistFileButton onLoad={loadFile} onError={setError} />
            </div>
            <textarea
              id={listId}
              className="decks-input deck-import__list"
              aria-describedby={hintId}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              value={text}
              placeholder={PLACEHOLDER}
              onChange={(event) => {
                // Past the size a file may have, a paste is refused and the list stays as it was.
                const tooLong = pastedTooLong(event.target.value)
                if (tooLong) {
                  setError(tooLong)
                  return
                }
                if (error !== null) setError(null)
                setText(event.target.value)
                setSavedAs(null)
              }}
              onKeyDown={onListKeyDown}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => void onDrop(event)}
            />
            <p id={hintId} className="deck-import__hint">
              {t('import.hint')}
            </p>
          </div>
        </div>
        <DeckReport check={check} pending={!current}>
          <DidYouMean
            unknown={check.unknownEntries}
            onTake={(line, written, replacement) =>
              setText((current) => replaceCardName(current, line, written, replacement))
            }
          />
          <OnlineLookup names={check.unknownNames} online={online} />
        </DeckReport>
      </div>

      <div className="deck-import__messages">
        {error && (
          <p role="alert" className="decks-notice decks-notice--error">
            {say(t, error, 'decks')}
          </p>
        )}
        {nameTaken && (
          <p role="alert" className="decks-notice decks-notice--warning">
            {t('import.nameTaken', { name: nameTaken })}
          </p>
        )}
        {savedAs && (
          <p role="status" className="decks-notice decks-notice--info">
            {t('import.savedWithProblems', {
              name: savedAs.deck.name,
              count: savedAs.problemCount,
            })}
          </p>
        )}
      </div>

      <footer className="decks-modal__footer">
        <span className="deck-import__shortcut" aria-hidden="true">
          {t('import.shortcut')}
        </span>
        <button type="button" className="decks-button decks-button--quiet" onClick={onClose}>
          {savedAs ? t('import.done') : t('import.cancel')}
        </button>
        <button
          type="submit"
          className="decks-button decks-button--primary"
          disabled={!canSave || saving}
        >
          {nameTaken ? t('import.replace') : saving ? t('import.saving') : t('import.save')}
        </button>
      </footer>
    </form>
  )
}
