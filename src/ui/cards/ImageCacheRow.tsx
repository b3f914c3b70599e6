import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearImageCache, imageCacheSize, type ImageCacheSize } from '../../pwa/imageCache'

/**
 * How many card images this device keeps and their size, with a button that clears them (issue
 * 40: the cache shares the storage the autosave needs). Shown only where Cache Storage exists.
 */
export function ImageCacheRow() {
  const { t } = useTranslation('cards')
  const [size, setSize] = useState<ImageCacheSize | null>(null)
  const [cleared, setCleared] = useState(false)
  useEffect(() => {
    let live = true
    imageCacheSize().then(
      (found) => live && setSize(found),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [cleared])
  if (typeof caches === 'undefined' || size === null) return null
  const clear = () => {
    void clearImageCache().then(() => setCleared(true))
  }
  return (
    <p className="card-data__hint">
      {t('images.stored', {
        count: size.images,
        size: (size.bytes / 1e6).toFixed(1),
        budget: Math.round(size.budget / 1e6),
      })}{' '}
      {size.images > 0 ? (
        <button type="button" onClick={clear}>
          {t('images.clear')}
        </button>
      ) : null}
      {cleared ? (
        <span role="status" className="sr-only">
          {t('images.cleared')}
        </span>
      ) : null}
    </p>
  )
}
