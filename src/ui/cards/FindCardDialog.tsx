import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isTokenData } from '../../cards/knownCards'
import { searchCards } from '../../cards/search'
import type { Action, CardData, PlayerId, ZoneName } from '../../engine'
import { useGame, useUi } from '../../store'
import { Dialog } from '../common/Dialog'
import { CardSearch, type SearchZone } from '../search/CardSearch'
import { ScryfallFallback } from './ScryfallFallback'
import { useKnownCards } from './useKnownCards'
import { useOnline } from './useOnline'
import { useScryfallSearch } from './useScryfallSearch'
import { PUT_INTO } from './zoneWords'
import './cards.css'

export interface FindCardDialogProps {
  /** Who the card is for; default the last choice, else the first player of the side shown. */
  player?: PlayerId | undefined
  /** The zone to start with (a zone's "Find a card…"); default the last one chosen. */
  zone?: ZoneName | undefined
  onClose: () => void
}

const NO_CARDS: CardData[] = []

/** The last choices, so finding several cards in a row needs no re-picking. */
const remembered: { player?: PlayerId; zone: SearchZone } = { zone: 'hand' }

/**
 * "Find a card" (/ or Ctrl+K): any card the app knows, or one Scryfall finds, put into a
 * player's zone; tokens are created on the battlefield. The playtester's tool of Cockatrice and
 * Moxfield, for the card a spell tutors up or the one that was forgotten.
 */
export function FindCardDialog({ player, zone: presetZone, onClose }: FindCardDialogProps) {
  const { t, i18n } = useTranslation('cards')
  const seats = useGame((s) => s.game?.seats)
  const people = useGame((s) => s.game?.players)
  const viewing = useUi((s) => s.viewingTeam)
  const known = useKnownCards()
  const online = useOnline()
  const scryfall = useScryfallSearch()
  const [query, setQuery] = useState('')
  const [initialZone] = useState<SearchZone>(() => searchZone(presetZone) ?? remembered.zone)
  const [zone, setZone] = useState<SearchZone>(initialZone)
  const onThisSide = (p: PlayerId | undefined): p is PlayerId =>
    p !== undefined && people?.[p]?.team === viewing
  // The last player chosen while this side was shown, else this side's first player.
  const [forPlayer, setForPlayer] = useState<PlayerId>(
    () =>
      player ??
      (onThisSide(remembered.player) ? remembered.player : undefined) ??
      seats?.find(onThisSide) ??
      seats?.[0] ??
      'A1',
  )
  const playerId = useId()

  const cards = known.cards ?? NO_CARDS
  const noMatch = useMemo(
    () => query.trim() !== '' && searchCards(query, cards, 1).length === 0,
    [query, cards],
  )

  const put = (card: CardData, to: SearchZone) => {
    const action: Action = isTokenData(card)
      ? { type: 'token/create', player: forPlayer, data: card }
      : { type: 'card/conjure', player: forPlayer, data: card, to }
    if (!useGame.getState().dispatch(action)) return
    remembered.player = forPlayer
    remembered.zone = to
    onClose()
  }

  const changeQuery = (text: string) => {
    setQuery(text)
    if (scryfall.search.status !== 'idle') scryfall.reset()
  }

  // Enter on a name the pool lacks asks Scryfall, as the button below would.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || !noMatch || !online) return
    if (!(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    scryfall.run(query)
  }

  const count = known.cards?.length
  return (
    <Dialog title={t('find.title')} onClose={onClose} className="find-card">
      <div className="find-card__player">
        <label className="find-card__label" htmlFor={playerId}>
          {t('find.forPlayer')}
        </label>
        <select
          id={playerId}
          className="find-card__select"
          value={forPlayer}
          onChange={(event) => setForPlayer(event.target.value)}
        >
          {(seats ?? []).map((p) => (
            <option key={p} value={p}>
              {t('find.playerOption', {
                name: people?.[p]?.name ?? p,
                team: people?.[p]?.team ?? '?',
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="find-card__search" onKeyDown={onKeyDown}>
        <CardSearch
          cards={cards}
          onPick={put}
          onQueryChange={changeQuery}
          onZoneChange={setZone}
          initialZone={initialZone}
        />
      </div>
      {noMatch && (
        <ScryfallFallback
          query={query}
          search={scryfall.search}
          online={online}
          putLabel={t(PUT_INTO[zone])}
          onSearch={() => scryfall.run(query)}
          onPut={(card) => put(card, zone)}
        />
      )}
      <p className="find-card__note" role="status">
        {count === undefined
          ? t('find.loading')
          : t('find.known', { count, n: count.toLocaleString(i18n.language) })}
      </p>
    </Dialog>
  )
}

function searchZone(zone: ZoneName | undefined): SearchZone | undefined {
  return zone !== undefined && zone in PUT_INTO ? (zone as SearchZone) : undefined
}
