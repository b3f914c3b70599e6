/**
 * The decklist box for a long list (issue 40: keystrokes ≤ 100 ms at 40,000 lines), loaded only
 * when a list grows past LONG_LIST_LINES (longList.ts). CodeMirror keeps just the lines in view in
 * the page, so a key costs the same at 40 lines or 40,000; the textarea it replaces re-read its
 * whole value on every key. The text is read out only when typing pauses (useDecklistText).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { EditorState, Prec } from '@codemirror/state'
import { EditorView, keymap, placeholder } from '@codemirror/view'
import { useEffect, useRef, type RefObject } from 'react'
import { MAX_DECKLIST_CHARS } from './pasteLimit'

/** What the form asks of the long-list editor. */
export interface DecklistEditorHandle {
  /** The whole text, read now (a long list: call it once typing pauses, not on every key). */
  read: () => string
  /** Puts new text in at once (a file, a suggestion taken); Undo brings the old text back. */
  replace: (next: string) => void
  focus: () => void
}

export interface LongDecklistEditorProps {
  labelId: string
  hintId: string
  placeholder: string
  /** The text before the change that made the list long: Undo goes back to it. */
  before: string
  text: string
  /** Where the caret was in the textarea this editor replaces, and whether it had focus. */
  selection: { anchor: number; head: number }
  focused: boolean
  handle: RefObject<DecklistEditorHandle | null>
  /** The text changed (it is read once typing pauses). */
  onChange: () => void
  /** A change that would take the list past the cap, refused: its length in characters. */
  onTooLong: (chars: number) => void
  /** Ctrl+Enter (⌘+Enter): save, as in the textarea. */
  onSave: () => void
  onDropFile: (file: File) => void
}

type Callbacks = Pick<LongDecklistEditorProps, 'onChange' | 'onTooLong' | 'onSave' | 'onDropFile'>

export function LongDecklistEditor(props: LongDecklistEditorProps) {
  const host = useRef<HTMLDivElement | null>(null)
  const calls = useRef<Callbacks>(props)
  useEffect(() => {
    calls.current = props
  })
  // Made once: the editor owns its text from here on; later props are only its first state.
  const first = useRef(props)

  useEffect(() => {
    const parent = host.current
    if (!parent) return
    const { labelId, hintId, before, text, selection, focused, handle } = first.current
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: before,
        extensions: [
          history(),
          Prec.highest(
            keymap.of([{ key: 'Mod-Enter', run: () => (calls.current.onSave(), true) }]),
          ),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          placeholder(first.current.placeholder),
          EditorState.transactionFilter.of((tr) => {
            if (!tr.docChanged || tr.newDoc.length <= MAX_DECKLIST_CHARS) return tr
            const chars = tr.newDoc.length
            queueMicrotask(() => calls.current.onTooLong(chars))
            return []
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) calls.current.onChange()
          }),
          EditorView.domEventHandlers({
            drop: (event) => {
              const file = event.dataTransfer?.files[0]
              if (!file) return false
              event.preventDefault()
              calls.current.onDropFile(file)
              return true
            },
          }),
          EditorView.editorAttributes.of({ class: 'decks-input deck-list-editor' }),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            'aria-describedby': hintId,
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
        ],
      }),
    })
    // The change that made the list long, as one step Undo takes back.
    view.dispatch({
      changes: { from: 0, to: before.length, insert: text },
      selection: clamped(selection, text.length),
      scrollIntoView: true,
      userEvent: 'input.paste',
    })
    handle.current = {
      read: () => view.state.doc.toString(),
      replace: (next) =>
        view.dispatch({
          changes: { from: 0, to: view.state.doc.length, insert: next },
          userEvent: 'input.replace',
        }),
      focus: () => view.focus(),
    }
    if (focused) view.focus()
    return () => {
      handle.current = null
      view.destroy()
    }
  }, [])

  return <div ref={host} className="deck-list-editor__host" />
}

function clamped({ anchor, head }: { anchor: number; head: number }, length: number) {
  return { anchor: Math.min(anchor, length), head: Math.min(head, length) }
}
