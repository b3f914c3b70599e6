import { useCallback, useEffect, useRef, useState } from 'react'
import {
  BulkImportError,
  importBulkFile,
  importStopped,
  type BulkWorkerPort,
} from '../../cards/bulk/importBulkFile'
import type { BulkImportProgress } from '../../cards/bulk/protocol'
import { forgetKnownCards } from '../../cards/knownCards'
import type { Message } from '../../engine'

export type BulkImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string; progress: BulkImportProgress | null }
  | { status: 'stored'; count: number }
  /** Why, as a catalog message ('cardData') to say in the interface's language. */
  | { status: 'refused'; message: Message }
  | { status: 'cancelled' }

/**
 * One bulk-data import at a time, cancellable; the result or the refusal as the importer
 * words it. `createWorker` is for tests, which run the worker's job in their own thread.
 */
export function useBulkImport(
  onStored: () => void,
  createWorker?: () => BulkWorkerPort,
): { state: BulkImportState; start: (file: File) => void; cancel: () => void } {
  const [state, setState] = useState<BulkImportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  const start = useCallback(
    (file: File) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ status: 'reading', fileName: file.name, progress: null })
      const options = {
        signal: current.signal,
        onProgress: (progress: BulkImportProgress) => {
          if (!current.signal.aborted)
            setState({ status: 'reading', fileName: file.name, progress })
        },
        ...(createWorker ? { createWorker } : {}),
      }
      importBulkFile(file, options).then(
        ({ count }) => {
          forgetKnownCards()
          setState({ status: 'stored', count })
          onStored()
        },
        (error: unknown) => {
          if (current.signal.aborted) setState({ status: 'cancelled' })
          else setState({ status: 'refused', message: importProblem(error) })
        },
      )
    },
    [createWorker, onStored],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  useEffect(() => () => controller.current?.abort(), [])
  return { state, start, cancel }
}

function importProblem(error: unknown): Message {
  if (error instanceof BulkImportError) return error.detail
  return importStopped(error instanceof Error ? error.message : String(error))
}
