import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadEditDistance } from '../../cards/fuzzy'
import { isTokenData, loadKnownCards } from '../../cards/knownCards'
import { nameBook, suggestNames } from '../../cards/suggest'
import './didYouMean.css'

export interface UnknownName {
  line: number
  /** As written in the list. */
  name: string
}

export interface DidYouMeanProps {
  unknown: readonly UnknownName[]
  /** Write `replacement` in place of `name` on `line`. */
  onTake: (line: number, name: string, replacement: string) => void
}

/** Suggestions cost a pass over every known name each: the first few unknown names get them. */
const MAX_NAMES = 12

interface Suggestion extends UnknownName {
  names: string[]
}

/**
 * "Did you mean …?" under the names no card has: the closest known names (the pool, the cache,
 * downloaded cards), one click to take one.
 */
export function DidYouMean({ unknown, onTake }: DidYouMeanProps) {
  const { t } = useTranslation('realDecks')
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([])
  const wanted = unknown.slice(0, MAX_NAMES)
  const signature = wanted.map(({ line, name }) => `${line}:${name}`).join('\n')

  useEffect(() => {
    let live = true
    const asked = signature === '' ? [] : signature.split('\n').map(readSignature)
    void findSuggestions(asked, () => live).then((found) => {
      if (live) setSuggestions(found)
    })
    return () => {
      live = false
    }
  }, [signature])

  const shown = suggestions.filter((suggestion) =>
    unknown.some(({ line, name }) => line === suggestion.line && name === suggestion.name),
  )
  if (shown.length === 0) return null
  return (
    <div className="did-you-mean">
      <h4 className="did-you-mean__title">{t('didYouMean.title')}</h4>
      <ul className="did-you-mean__items">
        {shown.map(({ line, name, names }) => (
          <li key={`${line}:${name}`}>
            <span>{t('didYouMean.line', { line, name })}</span>
            {names.map((replacement) => (
              <button
                key={replacement}
                type="button"
                className="decks-button did-you-mean__take"
                aria-label={t('didYouMean.take', { line, name, replacement })}
                onClick={() => onTake(line, name, replacement)}
              >
                {replacement}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}

function readSignature(entry: string): UnknownName {
  const colon = entry.indexOf(':')
  return { line: Number(entry.slice(0, colon)), name: entry.slice(colon + 1) }
}

/** One name at a time, giving the page a turn between names: 30,000 known names each. */
async function findSuggestions(
  asked: readonly UnknownName[],
  live: () => boolean,
): Promise<Suggestion[]> {
  if (asked.length === 0) return []
  const [known, distance] = await Promise.all([loadKnownCards(), loadEditDistance()])
  const book = nameBook(known.filter((card) => !isTokenData(card)).map((card) => card.name))
  const found: Suggestion[] = []
  for (const entry of asked) {
    if (!live()) return found
    const names = suggestNames(entry.name, book, distance)
    if (names.length > 0) found.push({ ...entry, names })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return found
}
