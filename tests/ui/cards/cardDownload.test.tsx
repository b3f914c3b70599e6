// @vitest-environment jsdom
/**
 * "Download every card for offline play" in the card data dialog: one click downloads the file
 * Scryfall's index names (stand-ins for both), stores it, says how many cards and from when, and
 * offers an update once Scryfall has a newer file.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCardCache, getCached } from '../../../src/cards/cache'
import { CardDataDialog } from '../../../src/ui/cards/CardDataDialog'
import { generateBulkCards } from '../../cards/bulkFile'
import { bulkIndex, fakeBulkData, FAKE_FILE_URI } from '../../cards/fakeBulkData'
import { inThreadWorker } from './inThreadWorker'

const CARDS = generateBulkCards(25, 3)

beforeEach(async () => {
  await clearCardCache()
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'storage')
})

function openDialog() {
  return render(<CardDataDialog onClose={vi.fn()} createBulkWorker={inThreadWorker} />)
}

describe('downloading every card from the card data dialog', () => {
  it('downloads, stores and counts the cards in one click, then offers a newer file', async () => {
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    vi.stubGlobal('fetch', scryfall.fetch)
    const user = userEvent.setup()
    const first = openDialog()
    const dialog = screen.getByRole('dialog', { name: 'Card data' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Download every card for offline play' }),
    )
    expect(
      await within(dialog).findByText('Stored 25 cards for offline play.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(
      await within(dialog).findByText(/^Stored for offline play: 25 cards from Scryfall's file of/),
    ).toBeInTheDocument()
    expect(await getCached(String(CARDS[1]?.['name']))).toBeDefined()
    first.unmount()

    // Scryfall publishes a newer file: opening the dialog again offers it.
    scryfall.state.data = { cards: CARDS, updatedAt: '2026-12-09T10:00:00+00:00' }
    openDialog()
    const again = screen.getByRole('dialog', { name: 'Card data' })
    expect(
      await within(again).findByRole('button', { name: /^Update to Scryfall's newer card file/ }),
    ).toBeInTheDocument()
    expect(within(again).getByText(/Scryfall has a newer file, from/)).toBeInTheDocument()
  })

  it('says why when Scryfall cannot be reached, and stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const user = userEvent.setup()
    openDialog()
    await user.click(screen.getByRole('button', { name: 'Download every card for offline play' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach Scryfall — check your connection.',
    )
    expect(screen.getByText('No card data is stored in this browser yet.')).toBeInTheDocument()
  })

  it('shows the progress, and Cancel download stops it with nothing stored', async () => {
    const data = { cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' }
    const text = JSON.stringify(CARDS)
    // The file sends its first 512 bytes, then nothing more until the download is cancelled.
    let sent = false
    const stalled = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return new Promise<void>(() => {})
        sent = true
        controller.enqueue(new TextEncoder().encode(text.slice(0, 512)))
      },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === FAKE_FILE_URI ? new Response(stalled) : Response.json(bulkIndex(data)),
      ),
    )
    const user = userEvent.setup()
    openDialog()
    await user.click(screen.getByRole('button', { name: 'Download every card for offline play' }))
    const bar = await screen.findByRole('progressbar', { name: 'Downloading every card' })
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/MB downloaded/))
    await user.click(screen.getByRole('button', { name: 'Cancel download' }))
    expect(await screen.findByText('Download cancelled. Nothing was stored.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(await getCached(String(CARDS[1]?.['name']))).toBeUndefined()
  })

  it("reports the space the stored cards take in this browser's storage", async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ usage: 5 * 1024 * 1024, quota: 1024 * 1024 * 1024 }) },
    })
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    vi.stubGlobal('fetch', scryfall.fetch)
    const user = userEvent.setup()
    openDialog()
    await user.click(screen.getByRole('button', { name: 'Download every card for offline play' }))
    expect(
      await screen.findByText("DuoTable uses about 5 MB of this browser's storage."),
    ).toBeInTheDocument()
  })
})
