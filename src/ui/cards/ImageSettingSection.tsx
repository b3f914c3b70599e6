import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useCardImageSetting } from './imageSetting'
import { ImageCacheRow } from './ImageCacheRow'
import { useOnline } from './useOnline'

/** "Show card images (from Scryfall)": off by default, remembered on this device. */
export function ImageSettingSection() {
  const { t } = useTranslation('cards')
  const show = useCardImageSetting((s) => s.showImages)
  const setShow = useCardImageSetting((s) => s.setShowImages)
  const online = useOnline()
  const hintId = useId()
  return (
    <section className="card-data__section" aria-label={t('images.title')}>
      <h3>{t('images.title')}</h3>
      <label className="card-data__toggle">
        <input
          type="checkbox"
          checked={show}
          aria-describedby={hintId}
          onChange={(event) => setShow(event.target.checked)}
        />
        {t('images.show')}
      </label>
      <p id={hintId} className="card-data__hint">
        {online ? t('images.hintOnline') : t('images.hintOffline')}
      </p>
      <ImageCacheRow />
    </section>
  )
}
