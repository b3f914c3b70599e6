import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
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
import { DecklistArea } from './DecklistArea'
import { pastedTooLong, quickHasCardLines } from './pasteLimit'
import { useDecklistText } from './useDecklistText'
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
/** The same for a long list (longList.ts), whose check takes a while: a real pause, not a key's. */
const LONG_CHECK_DELAY_MS = 600

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
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<Message | string | null>(null)
  /** The name of a saved deck this one would overwrite, once the user tried to save over it. */
  const [nameTaken, setNameTaken] = useState<string | null>(null)
  /** Saved with problems left: the dialog stays open on its report. */
  const [savedAs, setSavedAs] = useState<{ deck: SavedDeck; problemCount: number } | null>(null)

  // The text lives in the box while someone types; the form reads it once typing pauses.
  const list = useDecklistText(initialText, {
    delayMs: CHECK_DELAY_MS,
    longDelayMs: LONG_CHECK_DELAY_MS,
    onRefused: setError,
    onEdited: () => {
      if (error !== null) setError(null)
      if (savedAs !== null) setSavedAs(null)
    },
  })
  const { text } = list
  // The pool, widened by the card cache and, on request, Scryfall.
  const online = useDecklistLookup(lookup)
  // Read in a worker (issue 27: a long paste must not stall typing), checked here.
  const parsed = useParsedDecklist(text)
  const check = useMemo(
    () =>
      parsed
        ? checkParsedDecklist(parsed.parsed, online.lookup, teammateDeck)
        : checkDecklist('', online.lookup, teammateDeck),
    [parsed, online.lookup, teammateDeck],
  )
  const current = !list.editing && parsed?.text === text
  // While typing, Save stays open: it reads the box itself and saves only a list with a card.
  const canSave = useMemo(
    () => list.editing || (current ? check.hasCards : quickHasCardLines(text)),
    [list.editing, current, check.hasCards, text],
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
    list.replace(file.text)
    setError(null)
    if (name.trim() === '') editName(file.name)
  }

  const save = async (): Promise<void> => {
    // What is in the box now, though typing has not paused yet (Ctrl+Enter right after a key).
    const text = list.latest()
    if (saving || !(canSave || quickHasCardLines(text))) return
    const fresh = checkDecklist(text, online.lookup, teammateDeck)
    if (!fresh.hasCards) return
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

  // The box's handlers stay the same functions, so the box itself never renders again.
  const latest = useRef({ save, loadFile })
  useEffect(() => {
    latest.current = { save, loadFile }
  })
  const onListKeyDown = useCallback((event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void latest.current.save()
    }
  }, [])
  const onDropFile = useCallback((file: File): void => {
    readDecklistFile(file).then(
      (read) => latest.current.loadFile(read),
      (cause: unknown) => setError(errorWords(cause)),
    )
  }, [])
  const onDrop = useCallback(
    (event: DragEvent<HTMLTextAreaElement>): void => {
      const file = event.dataTransfer.files[0]
      if (!file) return
      event.preventDefault()
      onDropFile(file)
    },
    [onDropFile],
  )
  const onSave = useCallback(() => void latest.current.save(), [])
  const LongEditor = list.long?.Editor

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
              <label
                htmlFor={listId}
                className="deck-import__label"
                onClick={() => list.editor.current?.focus()}
              >
                {t('import.list')}
              </label>
              <DecklistFileButton onLoad={loadFile} onError={setError} />
            </div>
            {LongEditor && list.long ? (
              <LongEditor
                label={t('import.list')}
                hint={t('import.hint')}
                placeholder={PLACEHOLDER}
                before={list.long.before}
                text={list.long.text}
                selection={list.long.selection}
                focused={list.long.focused}
                handle={list.editor}
                onChange={list.onEditorChange}
                onTooLong={list.onEditorTooLong}
                onSave={onSave}
                onDropFile={onDropFile}
              />
            ) : (
              <DecklistArea
                id={listId}
                hintId={hintId}
                area={list.area}
                initialText={initialText}
                placeholder={PLACEHOLDER}
                onInput={list.onInput}
                onPaste={list.onPaste}
                onKeyDown={onListKeyDown}
                onDrop={onDrop}
              />
            )}
            <p id={hintId} className="deck-import__hint">
              {t('import.hint')}
            </p>
          </div>
        </div>
        <DeckReport check={check} pending={!current}>
          <DidYouMean
            unknown={check.unknownEntries}
            onTake={(line, written, replacement) =>
              list.replace(replaceCardName(list.latest(), line, written, replacement))
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
