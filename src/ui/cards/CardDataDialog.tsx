import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkWorkerPort } from '../../cards/bulk/importBulkFile'
import { loadCachedCards } from '../../cards/cache'
import { Dialog } from '../common/Dialog'
import { BulkImportSection } from './BulkImportSection'
import { CachedCardsSection } from './CachedCardsSection'
import { ImageSettingSection } from './ImageSettingSection'
import './cards.css'

export interface CardDataDialogProps {
  onClose: () => void
  /** Tests run the import worker's job in their own thread. */
  createBulkWorker?: () => BulkWorkerPort
}

/** "Card data…": card images on or off, Scryfall's bulk data for offline play, the cache. */
export function CardDataDialog({ onClose, createBulkWorker }: CardDataDialogProps) {
  const { t } = useTranslation('cards')
  const [count, setCount] = useState<number | null>(null)
  const load = useCallback(
    () =>
      loadCachedCards().then(
        (cards) => setCount(cards.length),
        () => setCount(0),
      ),
    [],
  )
  useEffect(() => {
    void load()
  }, [load])
  const recount = useCallback(() => {
    setCount(null)
    void load()
  }, [load])

  return (
    <Dialog
      title={t('data.title')}
      onClose={onClose}
      className="card-data"
      actions={
        <button type="button" onClick={onClose}>
          {t('data.done')}
        </button>
      }
    >
      <ImageSettingSection />
      <BulkImportSection onStored={recount} createWorker={createBulkWorker} />
      <CachedCardsSection count={count} onCleared={() => setCount(0)} />
    </Dialog>
  )
}
