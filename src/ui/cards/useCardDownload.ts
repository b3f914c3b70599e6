import { useCallback, useEffect, useRef, useState } from 'react'
import {
  BulkImportError,
  importStopped,
  type BulkWorkerPort,
} from '../../cards/bulk/importBulkFile'
import type { BulkImportProgress } from '../../cards/bulk/protocol'
import {
  checkDownload,
  downloadBulkFile,
  findOracleCardsFile,
  type DownloadStatus,
} from '../../cards/bulk/downloadBulk'
import { forgetKnownCards } from '../../cards/knownCards'
import type { Message } from '../../engine/core'

export type CardDownloadRun =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'reading'; progress: BulkImportProgress | null }
  | { phase: 'stored'; count: number }
  | { phase: 'cancelled' }
  /** Why, as a catalog message ('cardData'). */
  | { phase: 'failed'; message: Message }

export interface CardDownload {
  run: CardDownloadRun
  /** What is stored, and whether Scryfall has a newer file (asked only when one is stored). */
  status: DownloadStatus | null
  /** Bytes this site uses in the browser's storage, when the browser says. */
  usedBytes: number | null
  start: () => void
  cancel: () => void
}

async function storageUsed(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return estimate?.usage ?? null
}

/**
 * "Download every card": asks Scryfall's index for the current Oracle Cards file, streams it
 * through the import worker into the card cache, with progress and Cancel; then what is stored,
 * the space it takes, and whether Scryfall has a newer file.
 */
export function useCardDownload(
  onStored?: () => void,
  createWorker?: () => BulkWorkerPort,
): CardDownload {
  const [run, setRun] = useState<CardDownloadRun>({ phase: 'idle' })
  const [status, setStatus] = useState<DownloadStatus | null>(null)
  const [usedBytes, setUsedBytes] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const refresh = useCallback((askScryfall: boolean) => {
    let live = true
    void readStatus(askScryfall, (next) => {
      if (!live) return
      setStatus(next.status)
      setUsedBytes(next.usedBytes)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => refresh(navigator.onLine), [refresh])
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(() => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const { signal } = current
    setRun({ phase: 'asking' })
    const onProgress = (progress: BulkImportProgress) => {
      if (!signal.aborted) setRun({ phase: 'reading', progress })
    }
    findOracleCardsFile({ signal })
      .then((file) => {
        if (!signal.aborted) setRun({ phase: 'reading', progress: null })
        return downloadBulkFile(file, { signal, onProgress, ...(createWorker && { createWorker }) })
      })
      .then(
        ({ count }) => {
          forgetKnownCards()
          setRun({ phase: 'stored', count })
          onStored?.()
          void refresh(false)
        },
        (error: unknown) => {
          if (signal.aborted) setRun({ phase: 'cancelled' })
          else setRun({ phase: 'failed', message: downloadProblem(error) })
        },
      )
  }, [createWorker, onStored, refresh])

  const cancel = useCallback(() => controller.current?.abort(), [])
  return { run, status, usedBytes, start, cancel }
}

/**
 * What is stored and the space it takes, reported at once; then, when asked and something is
 * stored, reported again with whether Scryfall has a newer file (offline, the stored one stays).
 */
async function readStatus(
  askScryfall: boolean,
  report: (next: { status: DownloadStatus; usedBytes: number | null }) => void,
): Promise<void> {
  const stored = await checkDownload(null)
  const usedBytes = await storageUsed()
  report({ status: stored, usedBytes })
  if (stored.kind === 'none' || !askScryfall) return
  const latest = await findOracleCardsFile().catch(() => null)
  if (latest) report({ status: await checkDownload(latest), usedBytes })
}

function downloadProblem(error: unknown): Message {
  if (error instanceof BulkImportError) return error.detail
  return importStopped(error instanceof Error ? error.message : String(error))
}
