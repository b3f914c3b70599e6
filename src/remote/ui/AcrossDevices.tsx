import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameSetup } from '../../engine'
import { CreateRoom } from './CreateRoom'
import { JoinRoom } from './JoinRoom'
import type { PickableSeat } from './SeatPicker'
import './rooms.css'

/**
 * "Play across devices" on the setup screen (issue 24, item 2): the game server's address (this
 * page's own by default: `npm run serve` serves both), then create a room or join one. Loaded
 * only when chosen, with the Colyseus client.
 */
export default function AcrossDevices({
  seats,
  makeSetup,
  ready,
  initialCode,
}: {
  seats: readonly PickableSeat[]
  makeSetup: () => Promise<GameSetup>
  ready: boolean
  initialCode: string | null
}) {
  const { t } = useTranslation('rooms')
  const [server, setServer] = useState(() => window.location.origin)
  return (
    <div className="across-devices">
      <label className="field">
        <span>{t('rooms.server')}</span>
        <input
          type="url"
          inputMode="url"
          value={server}
          onChange={(e) => setServer(e.target.value.trim())}
        />
      </label>
      <p className="muted">{t('rooms.server.hint')}</p>
      <JoinRoom server={server} initialCode={initialCode} />
      {!initialCode && (
        <CreateRoom server={server} seats={seats} makeSetup={makeSetup} ready={ready} />
      )}
    </div>
  )
}
