import { useTranslation } from 'react-i18next'
import { Dialog } from '../../ui/common/Dialog'
import { joinLink } from '../heldSeat'
import { QrCode } from './QrCode'

/** The room's code, large, with the join link and its QR code, for the other devices. */
export function RoomCodeDialog({
  code,
  origin,
  onClose,
}: {
  code: string
  origin: string
  onClose: () => void
}) {
  const { t } = useTranslation('rooms')
  const link = joinLink(origin, code)
  return (
    <Dialog
      title={t('rooms.code.title', { code })}
      onClose={onClose}
      className="room-code-dialog"
      actions={
        <button type="button" className="primary" data-autofocus onClick={onClose}>
          {t('rooms.code.close')}
        </button>
      }
    >
      <p className="room-code" aria-hidden="true">
        {code}
      </p>
      <p>{t('rooms.code.intro')}</p>
      <QrCode text={link} label={t('rooms.code.qr', { link })} />
      <p className="room-link">
        <a href={link}>{link}</a>
      </p>
    </Dialog>
  )
}
