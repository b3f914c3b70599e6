import { useTranslation } from 'react-i18next'
import { useCardImageSetting } from '../cards/imageSetting'
import { useOnline } from '../cards/useOnline'

/**
 * Card images are on but the device is offline: says why the cards show as text frames, for as
 * long as it lasts (issue 37). The images come back by themselves once online.
 */
export function OfflineImagesNote() {
  const { t } = useTranslation('cards')
  const show = useCardImageSetting((s) => s.showImages)
  const online = useOnline()
  if (!show || online) return null
  return (
    <section className="notice notice-info table-note" aria-label={t('images.title')}>
      <span className="notice-icon" aria-hidden="true">
        i
      </span>
      <p className="notice-text">{t('images.offlineTable')}</p>
    </section>
  )
}
