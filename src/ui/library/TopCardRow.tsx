import { useTranslation } from 'react-i18next'
import type { CardData, CardView } from '../../engine'
import type { ReadProps } from '../reader/useListReader'
import type { Place } from './arrange'
import { LibraryCard } from './LibraryCard'

interface Props {
  view: CardView
  data: CardData
  read: ReadProps
  name: string
  place: Place
  places: readonly Place[]
  first: boolean
  last: boolean
  onPlace: (place: Place) => void
  onMove: (by: -1 | 1) => void
}

/**
 * One of the looked-at cards, as a card (read in full by resting on it, focusing or pressing it):
 * where it goes, and buttons to move it earlier or later in the order.
 */
export function TopCardRow(props: Props) {
  const { view, data, read, name, place, places, first, last, onPlace, onMove } = props
  const { t } = useTranslation('library')
  return (
    <LibraryCard view={view} data={data} count={1} label={name} read={read}>
      <select
        aria-label={t('library.whereGoes', { card: name })}
        value={place}
        onChange={(e) => onPlace(e.target.value as Place)}
      >
        {places.map((p) => (
          <option key={p} value={p}>
            {t(`library.place.${p}`)}
          </option>
        ))}
      </select>
      <div className="library-card__order">
        <button
          type="button"
          className="icon-button"
          disabled={first}
          aria-label={t('library.top.up', { card: name })}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          disabled={last}
          aria-label={t('library.top.down', { card: name })}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
      </div>
    </LibraryCard>
  )
}
