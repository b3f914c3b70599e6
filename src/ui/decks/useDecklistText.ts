/**
 * The decklist box's text, kept in the DOM while someone types (issue 27: a keystroke ≤ 100 ms at
 * 10,000 lines). A controlled textarea costs every key a React render that reads and rewrites the
 * whole value (value and defaultValue, twice the list); here a key costs the browser's own edit
 * and one read of the value, and the form hears of the text once typing pauses.
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
import { pastedTooLong, tooLongAt } from './pasteLimit'

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
}

export interface DecklistTextOptions {
  delayMs: number
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

  const settle = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    typing.current = false
    // The check and its report render in slices, so a key typed meanwhile is not kept waiting.
    startTransition(() => {
      setText(accepted.current)
      setEditing(false)
    })
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

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
      accepted.current = value
      said.current.onEdited()
      if (!typing.current) {
        typing.current = true
        setEditing(true)
      }
      clearTimeout(timer.current)
      timer.current = setTimeout(settle, said.current.delayMs)
    },
    [settle],
  )

  const onPaste = useCallback((event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget
    const pasted = event.clipboardData.getData('text/plain').length
    const replaced = box.selectionEnd - box.selectionStart
    const tooLong = tooLongAt(accepted.current.length - replaced + pasted)
    if (!tooLong) return
    event.preventDefault()
    said.current.onRefused(tooLong)
  }, [])

  const latest = useCallback(() => accepted.current, [])

  const replace = useCallback(
    (next: string) => {
      if (area.current) area.current.value = next
      accepted.current = next
      settle()
    },
    [settle],
  )

  return { text, editing, area, onInput, onPaste, latest, replace }
}
