/**
 * The decklist box's text, kept in the DOM while someone types (issue 27: a keystroke ≤ 100 ms at
 * 10,000 lines). A controlled textarea costs every key a React render that reads and rewrites the
 * whole value (value and defaultValue, twice the list); here a key costs the browser's own edit
 * and one read of the value, and the form hears of the text once typing pauses. Past
 * LONG_LIST_LINES even the browser's own edit costs 100–300 ms a key (issue 40), so a long list
 * moves to the long-list editor, loaded then, with the caret, the focus and one Undo step kept.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type RefObject,
} from 'react'
import type { Message } from '../../engine'
import { isLongList } from './longList'
import type { DecklistEditorHandle, LongDecklistEditor } from './LongDecklistEditor'
import { pastedTooLong, tooLongAt } from './pasteLimit'

/** The long-list editor once loaded, with what it starts from. */
export interface LongList {
  Editor: typeof LongDecklistEditor
  before: string
  text: string
  selection: { anchor: number; head: number }
  focused: boolean
}

export interface DecklistText {
  /** The text as of the last pause in typing (or the last file, suggestion or refusal). */
  text: string
  /** Typed since `text` was read: the check will catch up once typing pauses. */
  editing: boolean
  /** The box, uncontrolled: its `defaultValue` is the initial text. */
  area: RefObject<HTMLTextAreaElement | null>
  onInput: (event: FormEvent<HTMLTextAreaElement>) => void
  /** Refuses a paste past the cap before the browser lays it out (5 MB froze the tab). */
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void
  /** The text as it is now in the box, pause or not (what Save saves). */
  latest: () => string
  /** Puts new text in the box at once (a file, a suggestion taken). */
  replace: (next: string) => void
  /** Set once the list is long: the form shows this editor in place of the textarea. */
  long: LongList | null
  /** The long-list editor's own handle (it fills it in). */
  editor: RefObject<DecklistEditorHandle | null>
  /** The long-list editor's text changed. */
  onEditorChange: () => void
  /** The long-list editor refused a change past the cap. */
  onEditorTooLong: (chars: number) => void
}

export interface DecklistTextOptions {
  delayMs: number
  /** The pause for a long list, whose check takes longer: fewer checks meet a key mid-way. */
  longDelayMs: number
  /** A paste past the cap: the box went back to the text before it. */
  onRefused: (why: Message) => void
  /** Any accepted change (the form clears its notices). */
  onEdited: () => void
}

export function useDecklistText(initialText: string, options: DecklistTextOptions): DecklistText {
  const area = useRef<HTMLTextAreaElement | null>(null)
  const [text, setText] = useState(initialText)
  const [editing, setEditing] = useState(false)
  /** The last text within the cap: what a refused paste goes back to. */
  const accepted = useRef(initialText)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typing = useRef(false)
  const said = useRef(options)
  useEffect(() => {
    said.current = options
  })
  const editor = useRef<DecklistEditorHandle | null>(null)
  const [long, setLong] = useState<LongList | null>(null)
  /** The text before the change that made the list long; set while the editor loads. */
  const goingLong = useRef<string | null>(null)

  /** Loads the long-list editor and moves the text into it, where the textarea left off. */
  const goLong = useCallback((before: string) => {
    if (goingLong.current !== null) return
    goingLong.current = before
    import('./LongDecklistEditor').then(
      ({ LongDecklistEditor }) => {
        const box = area.current
        const text = accepted.current
        const end = text.length
        setLong({
          Editor: LongDecklistEditor,
          before,
          text,
          selection: box
            ? { anchor: box.selectionStart, head: box.selectionEnd }
            : { anchor: end, head: end },
          focused: box !== null && box === document.activeElement,
        })
      },
      // Not loaded (offline before it was ever cached): the textarea goes on, only slower.
      () => {
        goingLong.current = null
      },
    )
  }, [])

  const settle = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    typing.current = false
    if (editor.current) accepted.current = editor.current.read()
    // The check and its report render in slices, so a key typed meanwhile is not kept waiting.
    startTransition(() => {
      setText(accepted.current)
      setEditing(false)
    })
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])
  // A long list to edit from the start (a saved collection list) goes straight to its editor.
  useEffect(() => {
    if (isLongList(initialText)) goLong(initialText)
  }, [initialText, goLong])

  /** Any accepted change: the check catches up once typing pauses. */
  const edited = useCallback(() => {
    said.current.onEdited()
    if (!typing.current) {
      typing.current = true
      setEditing(true)
    }
    clearTimeout(timer.current)
    const { delayMs, longDelayMs } = said.current
    timer.current = setTimeout(settle, editor.current ? longDelayMs : delayMs)
  }, [settle])

  const onInput = useCallback(
    (event: FormEvent<HTMLTextAreaElement>) => {
      const box = event.currentTarget
      const value = box.value
      // Past the size a file may have, a paste is refused and the list stays as it was.
      const tooLong = pastedTooLong(value)
      if (tooLong) {
        box.value = accepted.current
        said.current.onRefused(tooLong)
        return
      }
      const before = accepted.current
      accepted.current = value
      edited()
      if (isLongList(value)) goLong(before)
    },
    [edited, goLong],
  )

  const onEditorTooLong = useCallback((chars: number) => {
    const tooLong = tooLongAt(chars)
    if (tooLong) said.current.onRefused(tooLong)
  }, [])

  const onPaste = useCallback((event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget
    const pasted = event.clipboardData.getData('text/plain').length
    const replaced = box.selectionEnd - box.selectionStart
    const tooLong = tooLongAt(accepted.current.length - replaced + pasted)
    if (!tooLong) return
    event.preventDefault()
    said.current.onRefused(tooLong)
  }, [])

  const latest = useCallback(() => editor.current?.read() ?? accepted.current, [])

  const replace = useCallback(
    (next: string) => {
      if (editor.current) editor.current.replace(next)
      else if (area.current) area.current.value = next
      const before = accepted.current
      accepted.current = next
      settle()
      if (!editor.current && isLongList(next)) goLong(before)
    },
    [settle, goLong],
  )

  return {
    text,
    editing,
    area,
    onInput,
    onPaste,
    latest,
    replace,
    long,
    editor,
    onEditorChange: edited,
    onEditorTooLong,
  }
}
