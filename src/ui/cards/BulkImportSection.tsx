import { useId } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { BulkWorkerPort } from '../../cards/bulk/importBulkFile'
import type { BulkImportProgress } from '../../cards/bulk/protocol'
import { say } from '../../i18n/say'
import { CardDownload } from './CardDownload'
import { useBulkImport } from './useBulkImport'

const MB = 1024 * 1024

export interface BulkImportSectionProps {
  /** The cache changed: recount it. */
  onStored: () => void
  createWorker?: (() => BulkWorkerPort) | undefined
}

/**
 * Every card for offline play: downloaded in one click, or from a Scryfall bulk-data file picked
 * by hand; either is read in a worker.
 */
export function BulkImportSection({ onStored, createWorker }: BulkImportSectionProps) {
  const { t, i18n } = useTranslation('cards')
  const { state, start, cancel } = useBulkImport(onStored, createWorker)
  const inputId = useId()
  const hintId = useId()
  const reading = state.status === 'reading'

  return (
    <section className="card-data__section" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('bulk.title')}</h3>
      <CardDownload onStored={onStored} createWorker={createWorker} />
      <label className="card-data__file" htmlFor={inputId}>
        {t('bulk.file')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        aria-describedby={hintId}
        disabled={reading}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Emptied at once, so picking the same file again starts a new import.
          event.target.value = ''
          if (file) start(file)
        }}
      />
      <p id={hintId} className="card-data__hint">
        <Trans
          t={t}
          i18nKey="bulk.hint"
          components={{
            // The link's words come from the catalog, between <link> and </link>.
            link: (
              <a href="https://scryfall.com/docs/api/bulk-data" target="_blank" rel="noreferrer" />
            ),
          }}
        />
      </p>
      {reading && (
        <div className="card-data__progress">
          <ImportProgress fileName={state.fileName} progress={state.progress} />
          {/* Storing is one transaction at the very end: all of it or none, so it runs out. */}
          {!storing(state.progress) && (
            <button type="button" onClick={cancel}>
              {t('bulk.cancel')}
            </button>
          )}
        </div>
      )}
      <div role="status" className="card-data__result">
        {state.status === 'stored' &&
          t('bulk.stored', { count: state.count, n: state.count.toLocaleString(i18n.language) })}
        {state.status === 'cancelled' && t('bulk.cancelled')}
      </div>
      {state.status === 'refused' && (
        <p role="alert" className="form-error">
          {say(t, state.message)}
        </p>
      )}
    </section>
  )
}

function ImportProgress({
  fileName,
  progress,
}: {
  fileName: string
  progress: BulkImportProgress | null
}) {
  const { t, i18n } = useTranslation('cards')
  const total = progress?.total ?? 0
  const read = progress?.bytesRead ?? 0
  const percent = total > 0 ? Math.round((read / total) * 100) : 0
  const count = progress?.cards ?? 0
  const n = count.toLocaleString(i18n.language)
  const megabytes = (bytes: number) =>
    (bytes / MB).toLocaleString(i18n.language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    })
  const words = storing(progress)
    ? t('bulk.storing', { count, n })
    : t('bulk.progress', { count, n, read: megabytes(read), total: megabytes(total) })
  return (
    <div className="card-data__meter">
      <div
        role="progressbar"
        aria-label={t('bulk.reading', { file: fileName })}
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
