import { useId } from 'react'
import type { BulkWorkerPort } from '../../cards/bulk/importBulkFile'
import type { BulkImportProgress } from '../../cards/bulk/protocol'
import { useBulkImport } from './useBulkImport'

const MB = 1024 * 1024

export interface BulkImportSectionProps {
  /** The cache changed: recount it. */
  onStored: () => void
  createWorker?: (() => BulkWorkerPort) | undefined
}

/** "Load a Scryfall bulk-data file": every card for offline play, read in a worker. */
export function BulkImportSection({ onStored, createWorker }: BulkImportSectionProps) {
  const { state, start, cancel } = useBulkImport(onStored, createWorker)
  const inputId = useId()
  const hintId = useId()
  const reading = state.status === 'reading'

  return (
    <section className="card-data__section" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Offline card data</h3>
      <label className="card-data__file" htmlFor={inputId}>
        Load a Scryfall bulk-data file (Oracle Cards or Default Cards)
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
        Download it from{' '}
        <a href="https://scryfall.com/docs/api/bulk-data" target="_blank" rel="noreferrer">
          scryfall.com/docs/api/bulk-data
        </a>
        . It is read here, in this browser, and nothing is uploaded; every card then works offline:
        decklists, the card search, tokens.
      </p>
      {reading && (
        <div className="card-data__progress">
          <ImportProgress fileName={state.fileName} progress={state.progress} />
          {/* Storing is one transaction at the very end: all of it or none, so it runs out. */}
          {!storing(state.progress) && (
            <button type="button" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
      )}
      <div role="status" className="card-data__result">
        {state.status === 'stored' &&
          `Stored ${state.count.toLocaleString('en')} cards for offline use.`}
        {state.status === 'cancelled' && 'Import cancelled. Nothing was stored.'}
      </div>
      {state.status === 'refused' && (
        <p role="alert" className="form-error">
          {state.message}
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
  const total = progress?.total ?? 0
  const read = progress?.bytesRead ?? 0
  const percent = total > 0 ? Math.round((read / total) * 100) : 0
  const cards = (progress?.cards ?? 0).toLocaleString('en')
  const words = storing(progress)
    ? `Storing ${cards} cards…`
    : `${(read / MB).toFixed(1)} of ${(total / MB).toFixed(1)} MB read · ${cards} cards found`
  return (
    <div className="card-data__meter">
      <div
        role="progressbar"
        aria-label={`Reading ${fileName}`}
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
