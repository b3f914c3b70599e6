import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { joinRoom, RoomProblem } from '../connect'
import { lookUpRoom, type RoomLookup, type RoomSummary } from '../roomInfo'
import { normalCode } from '../seatToken'
import { oneTeam, SeatPicker } from './SeatPicker'

const CODE = /^[A-Z0-9]{5}$/

/**
 * Joining a room by its code (typed, or from a join link `/?room=CODE`): the room's seats come
 * from the server, the device picks free seats of one team (or none: the table screen) and gives
 * the password if the room has one.
 */
export function JoinRoom({ server, initialCode }: { server: string; initialCode: string | null }) {
  const { t } = useTranslation('rooms')
  const say = useSay()
  const [code, setCode] = useState(initialCode ?? '')
  const [room, setRoom] = useState<RoomSummary | null>(null)
  const [chosen, setChosen] = useState<PlayerId[]>([])
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState<'finding' | 'joining' | null>(initialCode ? 'finding' : null)
  const [problem, setProblem] = useState<string | null>(null)

  const show = useCallback(
    (found: RoomLookup) => {
      setBusy(null)
      if (found.kind === 'found') setRoom(found.room)
      else if (found.kind === 'missing') setProblem(t('rooms.problem.missing'))
      else if (found.kind === 'refused')
        setProblem(t('rooms.problem.refused', { reason: found.reason }))
      else setProblem(t('rooms.problem.failed', { reason: found.reason }))
    },
    [t],
  )

  const find = async (wanted: string) => {
    const typed = normalCode(wanted)
    setRoom(null)
    setChosen([])
    if (!CODE.test(typed)) {
      setProblem(t('rooms.problem.badCode'))
      return
    }
    setBusy('finding')
    setProblem(null)
    show(await lookUpRoom(server, typed))
  }

  // A join link names its room: its seats show at once.
  useEffect(() => {
    if (!initialCode) return
    let live = true
    void lookUpRoom(server, initialCode).then((found) => live && show(found))
    return () => {
      live = false
    }
    // Only for the link the page opened with, not on every server address keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode])

  const join = async () => {
    if (!room) return
    setBusy('joining')
    setProblem(null)
    try {
      await joinRoom({ server, code: room.code, seats: chosen, ...(password && { password }) })
    } catch (error) {
      setProblem(error instanceof RoomProblem ? say(error.detail) : String(error))
      setBusy(null)
    }
  }

  // The setup screen is one form: Enter in the code field finds the room, it starts nothing.
  const onCodeKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    void find(code)
  }

  return (
    <fieldset className="join-room">
      <legend>{t('rooms.join.title')}</legend>
      <div className="join-code">
        <label className="field">
          <span>{t('rooms.join.code')}</span>
          <input
            value={code}
            maxLength={8}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            onKeyDown={onCodeKey}
          />
        </label>
        <button type="button" disabled={busy !== null || !server} onClick={() => void find(code)}>
          {busy === 'finding' ? t('rooms.join.finding') : t('rooms.join.find')}
        </button>
      </div>
      {room && (
        <>
          <SeatPicker
            legend={t('rooms.join.seats', { code: room.code })}
            seats={room.seats}
            chosen={chosen}
            onChange={setChosen}
          />
          {chosen.length === 0 && <p className="muted">{t('rooms.join.tableScreen')}</p>}
          {room.password && (
            <label className="field">
              <span>{t('rooms.join.password')}</span>
              <input
                type="password"
                autoComplete="current-password"
                maxLength={100}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          )}
          <button
            type="button"
            className="primary big"
            disabled={busy !== null || !oneTeam(room.seats, chosen)}
            onClick={() => void join()}
          >
            {busy === 'joining' ? t('rooms.joining') : t('rooms.join')}
          </button>
        </>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
