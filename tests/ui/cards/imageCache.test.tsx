// @vitest-environment jsdom
/**
 * Issue 40: the card-image setting says how many images this device keeps and how much they
 * take, and clears them in one click (the cache shares the storage the autosave needs).
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_CACHE } from '../../../src/pwa/imageCache'
import { ImageSettingSection } from '../../../src/ui/cards/ImageSettingSection'

/** Cache Storage holding `sizes` images, as the service worker leaves it. */
function fakeCaches(sizes: number[]) {
  const stored = new Map(
    sizes.map((size, i) => [`https://cards.scryfall.io/normal/${i}.jpg`, size]),
  )
  const cache = {
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    match: async (request: Request) =>
      new Response(null, { headers: { 'content-length': String(stored.get(request.url)) } }),
  }
  const api = {
    has: async (name: string) => name === IMAGE_CACHE && stored.size > 0,
    open: async () => cache,
    delete: vi.fn(async () => {
      stored.clear()
      return true
    }),
  }
  vi.stubGlobal('caches', api)
  return api
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the images kept on this device', () => {
  it('are counted with their size, and cleared in one click', async () => {
    const api = fakeCaches([150_000, 250_000])
    const user = userEvent.setup()
    render(<ImageSettingSection />)
    expect(
      await screen.findByText(
        /^2 card images kept on this device: 0\.4 MB of the 50 MB images may take/,
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear stored images' }))
    expect(api.delete).toHaveBeenCalledWith(IMAGE_CACHE)
    expect(
      await screen.findByText(/^0 card images kept on this device: 0\.0 MB of the 50 MB/),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Clear stored images' })).toBeNull()
  })

  it('may take a tenth of a small quota, and the setting says so', async () => {
    fakeCaches([1_500_000])
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { estimate: async () => ({ usage: 0, quota: 200_000_000 }) },
    })
    render(<ImageSettingSection />)
    expect(
      await screen.findByText(/^1 card image kept on this device: 1\.5 MB of the 20 MB images/),
    ).toBeVisible()
  })

  it('are not mentioned where the browser has no Cache Storage', () => {
    const { container } = render(<ImageSettingSection />)
    expect(container).not.toHaveTextContent('kept on this device')
  })
})
