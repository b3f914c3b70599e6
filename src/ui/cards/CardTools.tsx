import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'
import { useFindCardHotkey } from './useFindCardHotkey'

/** The top bar's card tool: "Find a card" (/ or Ctrl+K). */
export function CardTools() {
  useFindCardHotkey()
  const { t } = useTranslation('cards')
  const open = useUi.getState().openDialog
  return (
    <button
      type="button"
      aria-keyshortcuts="/ Control+K"
      title={t('tools.findTitle')}
      onClick={() => open({ kind: 'findCard' })}
    >
      {t('tools.find')} <kbd aria-hidden="true">/</kbd>
    </button>
  )
}

/** Opens the "Card data…" settings (bulk import, cache, images); it lives in the "More" menu. */
export function CardDataButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation('cards')
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.()
        useUi.getState().openDialog({ kind: 'cardData' })
      }}
    >
      {t('tools.cardData')}
    </button>
  )
}
