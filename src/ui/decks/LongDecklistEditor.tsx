/**
 * The decklist box for a long list (issue 40: keystrokes ≤ 100 ms at 40,000 lines), loaded only
 * when a list grows past LONG_LIST_LINES (longList.ts). CodeMirror keeps just the lines in view in
 * the page, so a key costs the same at 40 lines or 40,000; the textarea it replaces re-read its
 * whole value on every key. The text is read out only when typing pauses (useDecklistText).
 *
 * It lives in a shadow root of its own: CodeMirror styles itself with a <style> element in a
 * document, which the app's Content-Security-Policy (style-src 'self') refuses, and with a
 * constructed style sheet in a shadow root, which it allows. Names and descriptions cannot point
 * across that boundary, so the label and the hint are repeated inside, hidden.
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
  /** The box's name and hint, as the label and the line under it say them. */
  label: string
  hint: string
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
    const box = host.current
    if (!box) return
    const { label, hint, before, text, selection, focused, handle } = first.current
    const shadow = box.shadowRoot ?? box.attachShadow({ mode: 'open' })
    const words = document.createElement('div')
    words.hidden = true
    const [labelId, hintId] = ['list-label', 'list-hint']
    words.append(said(labelId, label), said(hintId, hint))
    const parent = document.createElement('div')
    parent.style.height = '100%'
    shadow.replaceChildren(words, parent)
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
          EditorView.theme(LOOK, { dark: true }),
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
    // The change that made the list long, as one step Undo takes back (none for a long list
    // the dialog opened with).
    view.dispatch({
      ...(before === text ? {} : { changes: { from: 0, to: before.length, insert: text } }),
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

  return <div ref={host} className="deck-list-editor" />
}

/** Inside the shadow root: the box's frame, colours and font come from the host (decks.css). */
const LOOK = {
  '&': { height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit' },
  '.cm-content': { caretColor: 'currentColor', padding: '9px 0' },
  '.cm-line': { padding: '0 12px' },
  '.cm-placeholder': { color: '#5b6270' },
}

/** A hidden line of words the editor's name or description points to. */
function said(id: string, words: string): HTMLSpanElement {
  const span = document.createElement('span')
  span.id = id
  span.textContent = words
  return span
}

function clamped({ anchor, head }: { anchor: number; head: number }, length: number) {
  return { anchor: Math.min(anchor, length), head: Math.min(head, length) }
}
