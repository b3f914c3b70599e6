import { useTranslation } from 'react-i18next'
import type { BulkWorkerPort } from '../../cards/bulk/importBulkFile'
import type { BulkImportProgress } from '../../cards/bulk/protocol'
import { say } from '../../i18n/say'
import { useCardDownload } from './useCardDownload'
import './cards.css'
import './cardDownload.css'

const MB = 1024 * 1024

export interface CardDownloadProps {
  /** The cache changed: recount it, look the deck's names up again. */
  onStored?: () => void
  createWorker?: (() => BulkWorkerPort) | undefined
}

/**
 * "Download every card for offline play": one click, with progress and Cancel; then what is
 * stored, the space it takes, and an update when Scryfall has a newer file.
 */
export function CardDownload({ onStored, createWorker }: CardDownloadProps) {
  const { t, i18n } = useTranslation('cardDownload')
  const { run, status, usedBytes, start, cancel } = useCardDownload(onStored, createWorker)
  const busy = run.phase === 'asking' || run.phase === 'reading'
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  const n = (count: number) => count.toLocaleString(i18n.language)
  const megabytes = (bytes: number) => Math.round(bytes / MB).toLocaleString(i18n.language)

  return (
    <div className="card-download">
      {!busy && (
        <button type="button" className="decks-button card-download__start" onClick={start}>
          {status?.kind === 'outdated'
            ? t('update', { date: day(status.newer.updatedAt) })
            : t('button')}
        </button>
      )}
      {status?.kind === 'none' && !busy && <p className="card-data__hint">{t('about')}</p>}
      {run.phase === 'asking' && <p role="status">{t('asking')}</p>}
      {run.phase === 'reading' && (
        <div className="card-data__progress">
          <DownloadProgress progress={run.progress} />
          {/* Storing is one transaction at the very end: all of it or none, so it runs out. */}
          {!storing(run.progress) && (
            <button type="button" onClick={cancel}>
              {t('cancel')}
            </button>
          )}
        </div>
      )}
      <div role="status" className="card-data__result">
        {run.phase === 'stored' && t('stored', { count: run.count, n: n(run.count) })}
        {run.phase === 'cancelled' && t('cancelled')}
      </div>
      {run.phase === 'failed' && (
        <p role="alert" className="form-error">
          {say(t, run.message, 'cardData')}
        </p>
      )}
      {status && status.kind !== 'none' && (
        <p className="card-data__hint">
          {t('current', { count: status.count, n: n(status.count), date: day(status.updatedAt) })}
          {status.kind === 'outdated' && ` ${t('outdated', { date: day(status.newer.updatedAt) })}`}
        </p>
      )}
      {usedBytes !== null && usedBytes > 0 && status?.kind !== 'none' && (
        <p className="card-data__hint">{t('space', { mb: megabytes(usedBytes) })}</p>
      )}
    </div>
  )
}

function DownloadProgress({ progress }: { progress: BulkImportProgress | null }) {
  const { t, i18n } = useTranslation('cardDownload')
  const total = progress?.total ?? 0
  const read = progress?.bytesRead ?? 0
  const percent = total > 0 ? Math.min(100, Math.round((read / total) * 100)) : 0
  const count = progress?.cards ?? 0
  const n = count.toLocaleString(i18n.language)
  const megabytes = (bytes: number) =>
    (bytes / MB).toLocaleString(i18n.language, { maximumFractionDigits: 1 })
  const words = storing(progress)
    ? t('storing', { count, n })
    : t('progress', { count, n, read: megabytes(read), total: megabytes(total) })
  return (
    <div className="card-data__meter">
      <div
        role="progressbar"
        aria-label={t('label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        className="card-data__bar"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="card-data__numbers">{words}</span>
    </div>
  )
}

/** The whole file is read; the cards are being written to the cache. */
function storing(progress: BulkImportProgress | null): boolean {
  return progress !== null && progress.total > 0 && progress.bytesRead >= progress.total
}
