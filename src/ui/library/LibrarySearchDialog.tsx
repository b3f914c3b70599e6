import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { card, teamOf, zone, type PlayerId, type SearchDestination } from '../../engine'
import { useGame, useUi } from '../../store'
import { Dialog } from '../common/Dialog'
import './library.css'
import { usePlayerName } from '../usePlayerName'
import { searchRows, TYPE_FILTERS, type TypeFilter } from './searchRows'

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

/**
 * Searching one's own library (701.23): every card, sorted by name so the list tells nothing of
 * the library's order; filter by name and type, say where each found card goes, then one action
 * moves them all and shuffles (unless the card says not to). Shown only to the owner's team.
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
      const room = useGame.getState().room
      if (room?.search) useGame.setState({ room: { ...room, search: null } })
    }
  }, [player])
  const cards = useMemo(() => {
    if (!game || teamOf(game, player) !== seated) return []
    if (inRoom) return sent?.player === player ? sent.cards : []
    return zone(game, player, 'library').map((id) => card(game, id))
  }, [game, player, seated, inRoom, sent])
  const [name, setName] = useState('')
  const [type, setType] = useState<TypeFilter>('any')
  const [chosen, setChosen] = useState<Record<string, Choice>>({})
  const [shuffle, setShuffle] = useState(true)
  const [reveal, setReveal] = useState(false)
  const rows = useMemo(() => searchRows(cards, name, type), [cards, name, type])
  const found = Object.entries(chosen)
    .filter((entry): entry is [string, SearchDestination] => entry[1] !== 'stay')
    .map(([id, to]) => ({ card: id, to }))

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
        {t('library.search.showing', { count: rows.length, total: cards.length })}
      </p>
      <ul className="library-list" aria-label={t('library.search.list', { name: owner })}>
        {rows.map((row) => (
          <li key={row.id} className="library-row">
            <span className="library-row__name">{row.label}</span>
            <span className="library-row__type">{row.typeLine}</span>
            <select
              aria-label={t('library.whereGoes', { card: row.label })}
              value={chosen[row.id] ?? 'stay'}
              onChange={(e) => setChosen({ ...chosen, [row.id]: e.target.value as Choice })}
            >
              {CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t(`library.to.${c}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <label className="check-field">
        <input type="checkbox" checked={shuffle} onChange={(e) => setShuffle(e.target.checked)} />
        <span>{t('library.search.shuffle')}</span>
      </label>
      <label className="check-field">
        <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />
        <span>{t('library.search.reveal')}</span>
      </label>
    </Dialog>
  )
}
