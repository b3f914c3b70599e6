import { useUi } from '../../store'
import { useFindCardHotkey } from './useFindCardHotkey'

/** The top bar's card tools: "Find a card" (/ or Ctrl+K) and the "Card data…" settings. */
export function CardTools() {
  useFindCardHotkey()
  const open = useUi.getState().openDialog
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="/ Control+K"
        title="Find a card (/ or Ctrl+K)"
        onClick={() => open({ kind: 'findCard' })}
      >
        Find a card <kbd aria-hidden="true">/</kbd>
      </button>
      <button type="button" onClick={() => open({ kind: 'cardData' })}>
        Card data…
      </button>
    </>
  )
}
