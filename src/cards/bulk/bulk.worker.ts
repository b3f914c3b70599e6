/**
 * The bulk-data import, off the main thread: streams the picked file (file.stream()) or the body
 * of a download the page started, posts the cards it keeps in batches and its progress, and stops
 * on a cancel message.
 */
import { runBulkJob } from './bulkJob'
import type { BulkWorkerMessage, BulkWorkerRequest } from './protocol'

interface WorkerScope {
  postMessage(message: BulkWorkerMessage): void
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<BulkWorkerRequest>) => void,
  ): void
}

const scope = globalThis as unknown as WorkerScope
let running: AbortController | null = null

scope.addEventListener('message', ({ data: request }) => {
  if (request.type === 'cancel') {
    running?.abort()
    return
  }
  running?.abort()
  const controller = new AbortController()
  running = controller
  const source = request.type === 'import' ? request.file : request
  void runBulkJob(source, (message) => scope.postMessage(message), controller.signal)
})
