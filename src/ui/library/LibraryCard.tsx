import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardData, CardView } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { frameTint } from '../card/frameTint'
import type { ReadProps } from '../reader/useListReader'

interface LibraryCardProps {
  view: CardView
  data: CardData
  /** How many identical cards it stands for ("Forest ×17"); 1 for a card alone. */
  count: number
  /** Its name in the list: numbered when two of one name are listed apart ("Forest 2"). */
  label: string
  read: ReadProps
  /** What to do with it: where it goes, how many, its order. */
  children: ReactNode
}

/**
 * A card of a library dialog, as a card: its text frame (its image when images are on), a count
 * for identical cards, and under it what to do with it. Resting on it, focusing it or pressing it
 * reads it in full (useListReader); its words are its accessible description too.
 */
export function LibraryCard({ view, data, count, label, read, children }: LibraryCardProps) {
  const { t } = useTranslation('library')
  return (
    <li className="library-card">
      <button
        type="button"
        className="library-card__face"
        aria-label={count > 1 ? t('library.card.many', { card: label, count }) : label}
        aria-description={[view.typeLine, view.oracleText].filter(Boolean).join('. ')}
        {...read}
      >
        <span className="card">
          <CardFrame view={view} tint={frameTint(view, data)} imageOf={data} />
        </span>
        {count > 1 && (
          <span className="library-card__count" aria-hidden="true">
            ×{count}
          </span>
        )}
      </button>
      <div className="library-card__choice">{children}</div>
    </li>
  )
}
