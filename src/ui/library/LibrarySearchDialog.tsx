import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { card, teamOf, zone, type PlayerId, type SearchDestination } from '../../engine'
import { useGame, useUi } from '../../store'
import { Dialog } from '../common/Dialog'
import { dataOfView } from '../reader/dataOfView'
import { useListReader } from '../reader/useListReader'
import './library.css'
import { usePlayerName } from '../usePlayerName'
import { LibraryCard } from './LibraryCard'
import { searchGroups, TYPE_FILTERS, type TypeFilter } from './searchRows'

type Choice = SearchDestination | 'stay'

const CHOICES: readonly Choice[] = [
  'stay',
  'hand',
  'battlefield',
  'battlefieldTapped',
  'graveyard',
  'exile',
  'libraryTop',
  'libraryBottom',
]

/** Where the cards of one name go, and how many of them. */
interface Chosen {
  to: Choice
  count: number
}

/**
 * Searching one's own library (701.23): every card as a card, identical ones as one with a count,
 * sorted by name so the list tells nothing of the library's order; each can be read in full
 * before it is chosen. Filter by name and type, say where each found card goes (and how many of
 * a name), then one action moves them all and shuffles (unless the card says not to). Shown only
 * to the owner's team.
 */
export function LibrarySearchDialog({
  player,
  onClose,
}: {
  player: PlayerId
  onClose: () => void
}) {
  const { t } = useTranslation('library')
  const owner = usePlayerName(player)
  const seated = useUi((s) => s.viewingTeam)
  // The one place a library's cards reach the page: its owner's team searching or looking at
  // it (701.23, 401.4), from the whole game, since the seated view hides every library. In a
  // room the device has only its view: the room sends this player's library to this device
  // alone for the search (room.search); the local session has it already.
  const game = useGame((s) => s.fullGame)
  const inRoom = useGame((s) => s.room !== null)
  const sent = useGame((s) => s.room?.search ?? null)
  useEffect(() => {
    useGame.getState().session.searchLibrary(player)
    return () => {
      // The list is for this search only: nothing of the library stays on the device.
      if (useGame.getState().room?.search) useGame.getState().setRoom({ search: null })
    }
  }, [player])
  const cards = useMemo(() => {
    if (!game || teamOf(game, player) !== seated) return []
    if (inRoom) return sent?.player === player ? sent.cards : []
    return zone(game, player, 'library').map((id) => card(game, id))
  }, [game, player, seated, inRoom, sent])
  const [name, setName] = useState('')
  const [type, setType] = useState<TypeFilter>('any')
  const [chosen, setChosen] = useState<Record<string, Chosen>>({})
  const [shuffle, setShuffle] = useState(true)
  const [reveal, setReveal] = useState(false)
  const { reader, bind } = useListReader()
  const every = useMemo(() => searchGroups(cards, '', 'any'), [cards])
  const groups = useMemo(() => searchGroups(cards, name, type), [cards, name, type])
  const found = every.flatMap((group) => {
    const pick = chosen[group.name]
    if (!pick || pick.to === 'stay') return []
    const to = pick.to
    return group.ids.slice(0, pick.count).map((id) => ({ card: id, to }))
  })
  const choose = (key: string, change: Partial<Chosen>) =>
    setChosen((was) => ({ ...was, [key]: { to: 'stay', count: 1, ...was[key], ...change } }))

  const done = () => {
    const ok = useGame
      .getState()
      .dispatch({ type: 'library/search', player, found, shuffle, reveal })
    if (ok) onClose()
  }

  return (
    <Dialog
      title={t('library.search.title', { name: owner })}
      onClose={onClose}
      className="library-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('library.cancel')}
          </button>
          <button type="button" className="primary" onClick={done}>
            {t('library.search.done', { count: found.length })}
          </button>
        </>
      }
    >
      <div className="library-filters">
        <label className="field">
          <span>{t('library.search.name')}</span>
          <input type="search" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('library.search.type')}</span>
          <select value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
            {TYPE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`library.type.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="library-count" aria-live="polite">
        {t('library.search.showing', {
          count: groups.reduce((n, g) => n + g.ids.length, 0),
          total: cards.length,
        })}
      </p>
      <ul className="library-cards" aria-label={t('library.search.list', { name: owner })}>
        {groups.map((group) => {
          const pick = chosen[group.name] ?? { to: 'stay', count: 1 }
          const many = group.ids.length > 1
          const first = group.ids[0] ?? group.view.id
          const data = (!inRoom && game?.cards[first]?.data) || dataOfView(group.view)
          return (
            <LibraryCard
              key={group.name}
              view={group.view}
              data={data}
              count={group.ids.length}
              label={group.name}
              read={bind(group.name, group.view, data)}
            >
              <select
                aria-label={t('library.whereGoes', { card: group.name })}
                value={pick.to}
                onChange={(e) => choose(group.name, { to: e.target.value as Choice })}
              >
                {CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {t(`library.to.${c}`)}
                  </option>
                ))}
              </select>
              {many && pick.to !== 'stay' && (
                <label className="library-card__howmany">
                  <span>{t('library.card.howMany')}</span>
                  <input
                    type="number"
                    min={1}
                    max={group.ids.length}
                    aria-label={t('library.card.howManyOf', { card: group.name })}
                    value={pick.count}
                    onChange={(e) =>
                      choose(group.name, {
                        count: Math.max(1, Math.min(group.ids.length, Number(e.target.value) || 1)),
                      })
                    }
                  />
                </label>
              )}
            </LibraryCard>
          )
        })}
      </ul>
      <label className="check-field">
        <input type="checkbox" checked={shuffle} onChange={(e) => setShuffle(e.target.checked)} />
        <span>{t('library.search.shuffle')}</span>
      </label>
      <label className="check-field">
        <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />
        <span>{t('library.search.reveal')}</span>
      </label>
      {reader}
    </Dialog>
  )
}
