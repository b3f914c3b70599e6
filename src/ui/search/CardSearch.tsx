import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCards } from '../../cards/search'
import type { CardData } from '../../engine'
import { useEditDistance } from '../cards/useEditDistance'
import './CardSearch.css'

/** Shorter queries are still being typed; forgiving their typos would list half the pool. */
const MIN_TYPO_QUERY = 4

export type SearchZone = 'hand' | 'battlefield' | 'library' | 'graveyard' | 'exile'

/** Each zone with its 'search' catalog key. */
const ZONES: readonly { zone: SearchZone; label: string }[] = [
  { zone: 'hand', label: 'zone.hand' },
  { zone: 'battlefield', label: 'zone.battlefield' },
  { zone: 'library', label: 'zone.library' },
  { zone: 'graveyard', label: 'zone.graveyard' },
  { zone: 'exile', label: 'zone.exile' },
]

export interface CardSearchProps {
  /** The cards that can be found: the known pool (sample pool, cache, an imported bulk file). */
  cards: readonly CardData[]
  onPick: (card: CardData, zone: SearchZone) => void
  /** Most results listed at once. */
  limit?: number
  /** Told each time the typed text changes, so a dialog can offer more (a Scryfall search). */
  onQueryChange?: (query: string) => void
  /** Told when the zone changes; the zone starts as `initialZone` (default hand). */
  onZoneChange?: (zone: SearchZone) => void
  initialZone?: SearchZone
}

/**
 * "Find a card": type a name, move with the arrow keys, Enter puts the card into the chosen
 * zone, Escape closes the list (a second Escape clears the box). A WAI-ARIA combobox.
 */
export function CardSearch({
  cards,
  onPick,
  limit = 8,
  onQueryChange,
  onZoneChange,
  initialZone = 'hand',
}: CardSearchProps) {
  const { t } = useTranslation('search')
  const [query, setTypedQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [zone, setChosenZone] = useState<SearchZone>(initialZone)
  const setQuery = (text: string) => {
    setTypedQuery(text)
    onQueryChange?.(text)
  }
  const setZone = (chosen: SearchZone) => {
    setChosenZone(chosen)
    onZoneChange?.(chosen)
  }
  // A name typed a little wrong ('lightnig') still finds its card, once the matcher is in.
  const typos = useEditDistance(query.trim().length >= MIN_TYPO_QUERY)
  const results = useMemo(() => {
    const found = searchCards(query, cards, limit)
    if (found.length >= limit || !typos) return found
    return searchCards(query, cards, limit, typos)
  }, [query, cards, limit, typos])

  const inputId = useId()
  const listId = useId()
  const zoneId = useId()
  const expanded = open && results.length > 0
  const activeIndex = Math.min(active, results.length - 1)
  const optionId = (index: number) => `${listId}-option-${index}`
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const pick = (card: CardData) => {
    onPick(card, zone)
    setQuery('')
    setOpen(false)
    setActive(0)
  }

  const move = (step: number) => {
    if (!expanded) {
      setOpen(true)
      setActive(step > 0 ? 0 : results.length - 1)
      return
    }
    setActive((activeIndex + step + results.length) % results.length)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      const card = expanded ? results[activeIndex] : undefined
      if (!card) return
      event.preventDefault()
      pick(card)
    } else if (event.key === 'Escape') {
      if (!expanded && query === '') return
      event.preventDefault()
      if (expanded) setOpen(false)
      else setQuery('')
    }
  }

  return (
    <div className="card-search">
      <div className="card-search__field">
        <label className="card-search__label" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className="card-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          className="card-search__results"
          role="listbox"
          aria-label={t('search.results')}
          hidden={!expanded}
        >
          {results.map((card, index) => (
            <li
              key={`${card.name}-${index}`}
              id={optionId(index)}
              className="card-search__option"
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the box, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(card)}
            >
              <span className="card-search__name">{card.name}</span>
              <span className="card-search__type">{frontTypeLine(card)}</span>
            </li>
          ))}
        </ul>
        {open && query.trim() !== '' && results.length === 0 && (
          <p className="card-search__empty" role="status">
            {t('search.noMatch', { query: query.trim() })}
          </p>
        )}
      </div>
      <div className="card-search__zone">
        <label className="card-search__label" htmlFor={zoneId}>
          {t('search.putInto')}
        </label>
        <select
          id={zoneId}
          className="card-search__select"
          value={zone}
          onChange={(event) => setZone(zoneNamed(event.target.value))}
        >
          {ZONES.map(({ zone: value, label }) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

function zoneNamed(value: string): SearchZone {
  return ZONES.find(({ zone }) => zone === value)?.zone ?? 'hand'
}

function frontTypeLine(card: CardData): string {
  return card.card_faces?.[0]?.type_line ?? card.type_line ?? ''
}
