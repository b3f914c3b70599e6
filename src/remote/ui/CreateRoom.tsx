import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSetup, PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { createRoom, RoomProblem } from '../connect'
import { oneTeam, SeatPicker, type PickableSeat } from './SeatPicker'

/**
 * Creating a room with the decks the setup screen chose (issue 24, item 2): the seats this
 * device takes, and a password if the room should have one. The room's code shows once it is
 * made (RoomLayer).
 */
export function CreateRoom({
  server,
  seats,
  makeSetup,
  ready,
}: {
  server: string
  /** The four seats with the names typed above. */
  seats: readonly PickableSeat[]
  /** The game's setup from the form above (decks per seat, life, options). */
  makeSetup: () => Promise<GameSetup>
  /** Whether the decks above may start a game. */
  ready: boolean
}) {
  const { t } = useTranslation('rooms')
  const say = useSay()
  const [chosen, setChosen] = useState<PlayerId[]>([])
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const create = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const setup = await makeSetup()
      await createRoom({ server, setup, seats: chosen, ...(password && { password }) })
    } catch (error) {
      setProblem(error instanceof RoomProblem ? say(error.detail) : String(error))
      setBusy(false)
    }
  }

  return (
    <fieldset className="create-room">
      <legend>{t('rooms.create.title')}</legend>
      <p className="muted">{t('rooms.create.intro')}</p>
      <SeatPicker
        legend={t('rooms.create.seats')}
        seats={seats}
        chosen={chosen}
        onChange={setChosen}
      />
      <p className="muted">{t('rooms.create.seatsHint')}</p>
      <label className="field">
        <span>{t('rooms.password')}</span>
        <input
          type="password"
          autoComplete="new-password"
          maxLength={100}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="primary big"
        disabled={busy || !ready || !server || !oneTeam(seats, chosen)}
        onClick={() => void create()}
      >
        {busy ? t('rooms.creating') : t('rooms.create')}
      </button>
    </fieldset>
  )
}
