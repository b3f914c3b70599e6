/**
 * Reaching into the app's storage from a test (issue 27): the autosave as IndexedDB holds it
 * (idb-keyval's store), and a switch that makes every IndexedDB write fail as a full disk does.
 */
import type { Page } from '@playwright/test'

export const AUTOSAVE_KEY = 'duotable:autosave'

/** Runs in the page: one request on idb-keyval's store. */
export async function idb(page: Page, mode: 'get' | 'put', key: string, value?: unknown) {
  return page.evaluate(
    ([mode, key, value]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', mode === 'get' ? 'readonly' : 'readwrite')
          const store = tx.objectStore('keyval')
          const request = mode === 'get' ? store.get(key) : store.put(value, key)
          request.onerror = () => reject(request.error)
          tx.oncomplete = () => {
            open.result.close()
            resolve(request.result)
          }
        }
      }),
    [mode, key, value] as const,
  )
}

/**
 * Before any script of the page: IndexedDB writes throw QuotaExceededError while
 * `window.__diskFull` is true, as they do when the disk is full.
 */
export async function installFullDisk(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if ((window as { __diskFull?: boolean }).__diskFull) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      return put.apply(this, args)
    }
  })
}

export async function setDiskFull(page: Page, full: boolean): Promise<void> {
  await page.evaluate((full) => {
    ;(window as { __diskFull?: boolean }).__diskFull = full
  }, full)
}
