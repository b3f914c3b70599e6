import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { card, teamOf, zone, type CardId, type PlayerId } from '../../engine'
import { useGame, useUi, type LibraryTopMode } from '../../store'
import { Dialog } from '../common/Dialog'
import './library.css'
import { usePlayerName } from '../usePlayerName'
import { arrangeAction, PLACES, type Place } from './arrange'
import { TopCardRow } from './TopCardRow'
import { numberedNames } from './searchRows'
import { dataOfView } from '../reader/dataOfView'
import { useListReader } from '../reader/useListReader'

interface Props {
  player: PlayerId
  mode: LibraryTopMode
  onClose: () => void
}

/**
 * The top of a library: how many cards, then (scry 701.22, surveil 701.25, "look at the top N")
 * where each goes and in what order (401.4); or mill N (701.17). One action when done.
 */
export function LibraryTopDialog({ player, mode, onClose }: Props) {
  const { t } = useTranslation('library')
  const owner = usePlayerName(player)
  const seated = useUi((s) => s.viewingTeam)
  // The one place a library's cards reach the page: its owner's team searching or looking at
  // it (701.23, 401.4), from the whole game, since the seated view hides every library.
  // In a room the device has only its view: the room sends the top cards, in order, to this
  // device alone (room.search, with `top`), and the arrangement names them by those ids.
  const game = useGame((s) => s.fullGame)
  const inRoom = useGame((s) => s.room !== null)
  const sent = useGame((s) => s.room?.search ?? null)
  const size = game ? zone(game, player, 'library').length : 0
  const [countText, setCountText] = useState(mode === 'mill' ? '1' : '2')
  const [arranged, setArranged] = useState<CardId[] | null>(null)
  const [asked, setAsked] = useState<number | null>(null)
  const [places, setPlaces] = useState<Record<CardId, Place>>({})
  const { reader, bind } = useListReader()
  const count = Number(countText)
  const validCount = Number.isInteger(count) && count >= 1 && count <= Math.max(1, size)
  const mayLook = game !== null && teamOf(game, player) === seated
  // The cards looked at: as arranged here, else as the room just sent them.
  const fromRoom =
    asked !== null && sent?.player === player && sent.top === asked
      ? sent.cards.map((c) => c.id)
      : null
  const looked = arranged ?? fromRoom

  useEffect(
    () => () => {
      // What the room showed is for this look only: nothing of the library stays.
      if (useGame.getState().room?.search) useGame.getState().setRoom({ search: null })
    },
    [],
  )

  const views = useMemo(() => {
    if (!game || !looked || !mayLook) return []
    if (!inRoom) return looked.map((id) => card(game, id))
    const byId = new Map((sent?.player === player ? sent.cards : []).map((c) => [c.id, c]))
    return looked.flatMap((id) => byId.get(id) ?? [])
  }, [game, looked, mayLook, inRoom, sent, player])

  const run = () => {
    const dispatch = useGame.getState().dispatch
    if (mode === 'mill') {
      if (validCount && dispatch({ type: 'library/mill', player, count })) onClose()
      return
    }
    if (looked === null) {
      if (!validCount || !game) return
      if (inRoom) {
        setAsked(count)
        useGame.getState().session.searchLibrary(player, count)
      } else setArranged(zone(game, player, 'library').slice(0, count))
      return
    }
    if (dispatch(arrangeAction(player, mode, looked, places))) onClose()
  }

  const move = (index: number, by: -1 | 1) => {
    if (!looked) return
    const next = [...looked]
    const [moved] = next.splice(index, 1)
    if (moved === undefined) return
    next.splice(index + by, 0, moved)
    setArranged(next)
  }

  const button =
    mode === 'mill'
      ? t('library.top.millButton', { count: validCount ? count : 0 })
      : looked === null
        ? t('library.top.lookButton')
        : t('library.top.done')

  // Two copies of one card get a number each, so every row's controls have their own name.
  const labels = numberedNames(views.map((v) => v.name))
  return (
    <Dialog
      title={t(`library.top.title.${mode}`, { name: owner })}
      onClose={onClose}
      className="library-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('library.cancel')}
          </button>
          <button type="button" className="primary" disabled={!validCount} onClick={run}>
            {button}
          </button>
        </>
      }
    >
      {looked === null ? (
        <label className="field">
          <span>{t('library.top.howMany', { count: size })}</span>
          <input
            type="number"
            min={1}
            max={Math.max(1, size)}
            value={countText}
            onChange={(e) => setCountText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && run()}
          />
        </label>
      ) : (
        <>
          <p>{t('library.top.orderHint')}</p>
          <ol className="library-cards" aria-label={t('library.top.list', { count: views.length })}>
            {views.map((view, i) => {
              const data = (!inRoom && game?.cards[view.id]?.data) || dataOfView(view)
              return (
                <TopCardRow
                  key={view.id}
                  view={view}
                  data={data}
                  read={bind(view.id, view, data)}
                  name={labels[i] ?? view.name}
                  place={places[view.id] ?? 'top'}
                  places={PLACES[mode === 'mill' ? 'look' : mode]}
                  first={i === 0}
                  last={i === views.length - 1}
                  onPlace={(place) => setPlaces({ ...places, [view.id]: place })}
                  onMove={(by) => move(i, by)}
                />
              )
            })}
          </ol>
        </>
      )}
      {reader}
    </Dialog>
  )
}
