import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/common/Dialog'

/**
 * "Leave room" asks once (issue 24): leaving on purpose gives this device's seats up, free for
 * anyone to take, and the device back to the setup screen. The game itself goes on in the room.
 * A closed tab or a lost connection is no leave: the seats wait for this tab's token.
 */
export function LeaveRoomDialog({
  code,
  seats,
  onLeave,
  onStay,
}: {
  code: string
  seats: readonly string[]
  onLeave: () => void
  onStay: () => void
}) {
  const { t } = useTranslation('rooms')
  return (
    <Dialog
      title={t('rooms.leave.title', { code })}
      onClose={onStay}
      actions={
        <>
          <button type="button" data-autofocus onClick={onStay}>
            {t('rooms.leave.stay')}
          </button>
          <button type="button" className="primary" onClick={onLeave}>
            {t('rooms.leave')}
          </button>
        </>
      }
    >
      <p>
        {seats.length === 0
          ? t('rooms.leave.table')
          : t('rooms.leave.seats', { seats: seats.join(', ') })}
      </p>
    </Dialog>
  )
}
