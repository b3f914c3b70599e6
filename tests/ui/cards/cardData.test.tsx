// @vitest-environment jsdom
/**
 * "Card data…": a Scryfall bulk-data file is read (the worker's job in this thread), its cards
 * are stored and counted; a file that is not bulk data is refused with the importer's message
 * and stores nothing; the cache can be cleared.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCardCache, getCached } from '../../../src/cards/cache'
import type { BulkWorkerPort } from '../../../src/cards/bulk/importBulkFile'
import type { BulkWorkerMessage } from '../../../src/cards/bulk/protocol'
import { CardDataDialog } from '../../../src/ui/cards/CardDataDialog'
import { bulkText, generateBulkCards } from '../../cards/bulkFile'
import { inThreadWorker } from './inThreadWorker'

const MB = 1024 * 1024

beforeEach(async () => {
  await clearCardCache()
})

function openDialog(createWorker: () => BulkWorkerPort = inThreadWorker) {
  render(<CardDataDialog onClose={vi.fn()} createBulkWorker={createWorker} />)
  return { user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Card data' }) }
}

const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Load a Scryfall bulk-data file (Oracle Cards or Default Cards)')

describe('the card data dialog', () => {
  it('stores the cards of a bulk-data file for offline use and counts them', async () => {
    const { user, dialog } = openDialog()
    expect(
      await within(dialog).findByText('No card data is stored in this browser yet.'),
    ).toBeInTheDocument()
    const file = new File([bulkText(generateBulkCards(30))], 'oracle-cards.json', {
      type: 'application/json',
    })
    await user.upload(fileInput(dialog), file)
    expect(
      await within(dialog).findByText('Stored 30 cards for offline use.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(
      await within(dialog).findByText(
        '30 cards are stored in this browser, from decklist look-ups and imports.',
      ),
    ).toBeInTheDocument()
    expect(await getCached('Back 3')).toBeDefined()
  })

  it('refuses a file that is not bulk data, in the importer’s words, storing nothing', async () => {
    const { user, dialog } = openDialog()
    const rulings = bulkText([{ object: 'ruling', comment: 'Yes.' }])
    await user.upload(fileInput(dialog), new File([rulings], 'rulings.json'))
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(
      'This is not a Scryfall bulk-data file: its first entry is a Scryfall "ruling", not a card.',
    )
    expect(
      within(dialog).getByText('No card data is stored in this browser yet.'),
    ).toBeInTheDocument()
  })

  it('shows a progress bar while reading, and clears stored cards when asked twice', async () => {
    const { user, dialog } = openDialog()
    await user.upload(
      fileInput(dialog),
      new File([bulkText(generateBulkCards(12))], 'default-cards.json'),
    )
    const bar = within(dialog).getByRole('progressbar', { name: 'Reading default-cards.json' })
    expect(bar).toHaveAttribute('aria-valuenow')
    await within(dialog).findByText('Stored 12 cards for offline use.', {}, { timeout: 10_000 })
    await user.click(await within(dialog).findByRole('button', { name: 'Clear cached card data' }))
    await user.click(within(dialog).getByRole('button', { name: 'Yes, clear it' }))
    expect(
      await within(dialog).findByText('No card data is stored in this browser yet.'),
    ).toBeInTheDocument()
    expect(await getCached('Back 3')).toBeUndefined()
  })

  it('stops at Cancel and stores nothing', async () => {
    // A worker that reports a quarter read, then waits: cancelling is all that can happen.
    const requests: string[] = []
    const stalled = (): BulkWorkerPort => {
      const port: BulkWorkerPort = {
        onmessage: null,
        onerror: null,
        terminate: () => requests.push('terminate'),
        postMessage: (request) => {
          requests.push(request.type)
          const data: BulkWorkerMessage = {
            type: 'progress',
            bytesRead: 2 * MB,
            total: 8 * MB,
            cards: 9,
          }
          setTimeout(() => port.onmessage?.(new MessageEvent('message', { data })), 0)
        },
      }
      return port
    }
    const { user, dialog } = openDialog(stalled)
    await user.upload(fileInput(dialog), new File(['[]'], 'oracle-cards.json'))
    const bar = await within(dialog).findByRole('progressbar', {
      name: 'Reading oracle-cards.json',
    })
    await within(dialog).findByText('2.0 of 8.0 MB read · 9 cards found')
    expect(bar).toHaveAttribute('aria-valuenow', '25')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(
      await within(dialog).findByText('Import cancelled. Nothing was stored.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(requests).toEqual(['import', 'cancel', 'terminate'])
  })
})
