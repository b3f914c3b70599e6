import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { useRoomSlot } from '../../ui/table/roomSlot'
import { LeaveRoomDialog } from './LeaveRoomDialog'
import { RoomCodeDialog } from './RoomCodeDialog'
import { UndoAskDialog } from './UndoAskDialog'
import './rooms.css'

/**
 * What a device in a room shows over the table (issue 24): the room's code (large just after the
 * room was created, else a button that shows it), the seats it holds, a lost connection, the
 * other team's undo asks, "Leave room", and for the host once the game is over "Export the full
 * game" (every hidden card, from the room). The table itself is the same as on one device.
 */
export function RoomLayer() {
  const room = useGame((s) => s.room)
  const over = useGame((s) => s.game?.outcome.over === true)
  const [leaving, setLeaving] = useState(false)
  const slot = useRoomSlot((s) => s.slot)
  const { t } = useTranslation('rooms')
  if (!room) return null
  const setShowCode = (showCode: boolean) => useGame.getState().setRoom({ showCode })
  const status = (
    <div className={slot ? 'room-status' : 'room-status is-floating'}>
      <button type="button" onClick={() => setShowCode(true)}>
        {t('rooms.badge', { code: room.code })}
      </button>
      <span>
        {room.seats.length === 0
          ? t('rooms.held.table')
          : t('rooms.held.seats', { seats: room.seats.join(', ') })}
      </span>
      {room.connection === 'dropped' && (
        <span className="room-dropped" role="status">
          {t('rooms.dropped')}
        </span>
      )}
      {room.host && over && (
        <button type="button" onClick={() => useGame.getState().session.exportGame()}>
          {t('rooms.export')}
        </button>
      )}
      <button type="button" onClick={() => setLeaving(true)}>
        {t('rooms.leave')}
      </button>
    </div>
  )
  return (
    <>
      {slot ? createPortal(status, slot) : status}
      {leaving ? (
        <LeaveRoomDialog
          code={room.code}
          seats={room.seats}
          onStay={() => setLeaving(false)}
          onLeave={() => useGame.getState().leaveRoom()}
        />
      ) : room.ask ? (
        <UndoAskDialog
          ask={room.ask}
          onAnswer={(agree) => useGame.getState().session.answerUndo(agree)}
        />
      ) : (
        room.showCode && (
          <RoomCodeDialog
            code={room.code}
            origin={window.location.origin}
            onClose={() => setShowCode(false)}
          />
        )
      )}
    </>
  )
}
