/**
 * A stand-in for the bulk-import Worker that runs the worker's job in this thread, for jsdom
 * (which has neither Worker nor Blob.stream): the picked file is re-read as a Node Blob.
 */
import { Blob as NodeBlob } from 'node:buffer'
import { runBulkJob } from '../../../src/cards/bulk/bulkJob'
import type { BulkWorkerPort } from '../../../src/cards/bulk/importBulkFile'
import type { BulkWorkerMessage } from '../../../src/cards/bulk/protocol'

export function inThreadWorker(): BulkWorkerPort {
  const controller = new AbortController()
  const port: BulkWorkerPort = {
    onmessage: null,
    onerror: null,
    terminate: () => controller.abort(),
    postMessage: (request) => {
      if (request.type === 'cancel') {
        controller.abort()
        return
      }
      if (request.type === 'stream') {
        void runBulkJob(request, deliver, controller.signal)
        return
      }
      void request.file.arrayBuffer().then((bytes) => {
        const file = new NodeBlob([bytes]) as unknown as Blob
        return runBulkJob(file, deliver, controller.signal)
      })
    },
  }
  function deliver(message: BulkWorkerMessage): void {
    // Like a real worker: a structured clone, delivered later, and nothing after terminate.
    const data = structuredClone(message)
    setTimeout(() => {
      if (!controller.signal.aborted) port.onmessage?.(new MessageEvent('message', { data }))
    }, 0)
  }
  return port
}
