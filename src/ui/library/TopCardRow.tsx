import { useTranslation } from 'react-i18next'
import type { Place } from './arrange'

interface Props {
  name: string
  place: Place
  places: readonly Place[]
  first: boolean
  last: boolean
  onPlace: (place: Place) => void
  onMove: (by: -1 | 1) => void
}

/** One of the looked-at cards: where it goes, and buttons to move it up or down the order. */
export function TopCardRow({ name, place, places, first, last, onPlace, onMove }: Props) {
  const { t } = useTranslation('library')
  return (
    <li className="library-row">
      <span className="library-row__name">{name}</span>
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
    </li>
  )
}
