import { useTranslation } from 'react-i18next'
import { commanderTax, type CardId } from '../../engine'
import { useGame } from '../../store'

/**
 * The tax a commander's next cast from the command zone costs (903.8). The element's text is
 * the number alone (docs/architecture.md: hooks); "Tax" is drawn by CSS from `data-label`, in the interface's language.
 */
export function CommanderTax({ id }: { id: CardId }) {
  const tax = useGame((s) => (s.game ? commanderTax(s.game, id) : 0))
  const { t } = useTranslation('zones')
  return (
    <span
      className="commander-tax"
      data-commander-tax={id}
      data-label={t('zones.tax')}
      aria-label={t('zones.tax.label', { tax })}
    >
      {tax}
    </span>
  )
}
