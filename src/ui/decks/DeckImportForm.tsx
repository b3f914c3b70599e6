import { useId, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react'
import type { Deck } from '../../deck'
import type { CardData } from '../../engine/types'
import { useDeckLibrary, type SavedDeck } from '../../store/deckLibrary'
import { OnlineLookup } from '../cards/OnlineLookup'
import { useDecklistLookup } from '../cards/useDecklistLookup'
import { checkDecklist, hasCardLines, suggestedDeckName } from './checkDecklist'
import { DeckReport } from './DeckReport'
import { DecklistFileButton } from './DecklistFileButton'
import { readDecklistFile } from './decklistFile'
import { useDebouncedValue } from './useDebouncedValue'

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
  const saveToLibrary = useDeckLibrary((state) => state.save)
  const [name, setName] = useState(initialName)
  const [text, setText] = useState(initialText)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The name of a saved deck this one would overwrite, once the user tried to save over it. */
  const [nameTaken, setNameTaken] = useState<string | null>(null)
  /** Saved with problems left: the dialog stays open on its report. */
  const [savedAs, setSavedAs] = useState<{ deck: SavedDeck; problemCount: number } | null>(null)

  const checkedText = useDebouncedValue(text, CHECK_DELAY_MS)
  // The pool, widened by the card cache and, on request, Scryfall.
  const online = useDecklistLookup(lookup)
  const check = useMemo(
    () => checkDecklist(checkedText, online.lookup, teammateDeck),
    [checkedText, online.lookup, teammateDeck],
  )
  const canSave = useMemo(() => hasCardLines(text), [text])
  const fallbackName = suggestedDeckName(check.deck)

  const nameId = useId()
  const listId = useId()
  const hintId = useId()

  const editName = (value: string): void => {
    setName(value)
    setNameTaken(null)
  }

  const loadFile = (file: { name: string; text: string }): void => {
    setText(file.text)
    setError(null)
    if (name.trim() === '') editName(file.name)
  }

  const save = async (): Promise<void> => {
    if (!canSave || saving) return
    const fresh = checkDecklist(text, online.lookup, teammateDeck)
    const deckName = name.trim() || suggestedDeckName(fresh.deck)
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
      setError(cause instanceof Error ? cause.message : String(cause))
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
      setError(cause instanceof Error ? cause.message : String(cause))
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
              Deck name
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
                Decklist
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
                setText(event.target.value)
                setSavedAs(null)
              }}
              onKeyDown={onListKeyDown}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => void onDrop(event)}
            />
            <p id={hintId} className="deck-import__hint">
              Paste from Moxfield, Archidekt, MTG Arena or a plain list, one card per line (“1 Sol
              Ring”), or drop a .txt, .dek, .dec or .csv file here.
            </p>
          </div>
        </div>
        <DeckReport check={check} pending={checkedText !== text}>
          <OnlineLookup names={check.unknownNames} online={online} />
        </DeckReport>
      </div>

      <div className="deck-import__messages">
        {error && (
          <p role="alert" className="decks-notice decks-notice--error">
            {error}
          </p>
        )}
        {nameTaken && (
          <p role="alert" className="decks-notice decks-notice--warning">
            A deck named “{nameTaken}” is already saved. Choose “Replace saved deck” to overwrite
            it, or change the name.
          </p>
        )}
        {savedAs && (
          <p role="status" className="decks-notice decks-notice--info">
            Saved “{savedAs.deck.name}” with {savedAs.problemCount}{' '}
            {savedAs.problemCount === 1 ? 'problem' : 'problems'} left. A casual table may agree to
            play it anyway.
          </p>
        )}
      </div>

      <footer className="decks-modal__footer">
        <span className="deck-import__shortcut" aria-hidden="true">
          Ctrl+Enter saves
        </span>
        <button type="button" className="decks-button decks-button--quiet" onClick={onClose}>
          {savedAs ? 'Done' : 'Cancel'}
        </button>
        <button
          type="submit"
          className="decks-button decks-button--primary"
          disabled={!canSave || saving}
        >
          {nameTaken ? 'Replace saved deck' : saving ? 'Saving…' : 'Save deck'}
        </button>
      </footer>
    </form>
  )
}
