import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { liftCurtain } from './reachTable'

/**
 * The card reader (issue 37): the sample decks' longest rules text, Kytheon's two faces, read
 * whole beside the pointer on a laptop and in a sheet after a long press on a tablet and a phone.
 */
const pool = JSON.parse(readFileSync('src/cards/sample/pool.json', 'utf8')) as {
  name: string
  card_faces?: { oracle_text?: string }[]
}[]
const kytheon = pool.find((c) => c.name.startsWith('Kytheon'))
/** The rules text's words between its symbols ({2}{W} is drawn as symbols, not letters). */
const phrases = (kytheon?.card_faces ?? [])
  .flatMap((face) => (face.oracle_text ?? '').split(/\{[^}]+\}|\n/))
  .map((part) => part.replace(/^[:\s]+/, '').trim())
  .filter((part) => part.length > 0)

async function atMidGame(page: Page) {
  await page.goto('/?scenario=mid-game')
  await liftCurtain(page)
  const card = page.locator('[data-zone="B2:command"] [data-card-id]').first()
  await expect(card).toHaveAttribute('aria-label', /Kytheon/)
  // In the middle of a phone's screen: its bottom is the docked turn bar and hand.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  return card
}

/** Parts of the reader that cut what they hold, and whether it reaches off screen. */
function clipped(reader: Locator) {
  return reader.evaluate((root) => {
    const cut: string[] = []
    const r = root.getBoundingClientRect()
    if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
      cut.push(`off screen ${JSON.stringify(r)}`)
    }
    for (const el of [root, ...root.querySelectorAll<HTMLElement>('*:not(.sr-only)')]) {
      // A sheet that scrolls (a phone's) is read by scrolling it: only a part that cuts counts.
      const overflow = getComputedStyle(el).overflowY
      if (el.scrollHeight > el.clientHeight + 1 && (overflow === 'hidden' || overflow === 'clip')) {
        cut.push(`${el.className}: ${el.scrollHeight} > ${el.clientHeight}`)
      }
    }
    return cut
  })
}

async function expectWhole(reader: Locator) {
  await expect(reader).toBeVisible()
  const text = (await reader.textContent()) ?? ''
  expect(phrases.length).toBeGreaterThan(4)
  for (const phrase of phrases) expect(text, phrase).toContain(phrase)
  expect(await clipped(reader)).toEqual([])
}

test.describe('at 1366×768 with a mouse', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the reader shows both faces of the longest rules text whole, beside the card', async ({
    page,
  }) => {
    const card = await atMidGame(page)
    await card.hover()
    const reader = page.getByRole('complementary', { name: 'Card preview' })
    await expectWhole(reader)
    const a = await reader.boundingBox()
    const b = await card.boundingBox()
    if (!a || !b) throw new Error('not on screen')
    const overlap =
      Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
      Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y)
    expect(overlap, 'the reader lies over the card it reads').toBe(false)
    await page.screenshot({ path: 'test-results/reader-1366.png' })
  })
})

/** A finger held on the card and lifted where it was. */
async function longPress(page: Page, card: Locator) {
  const box = await card.boundingBox()
  if (!box) throw new Error('card not on screen')
  const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  await page.waitForTimeout(600)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

for (const screen of [
  { width: 1180, height: 820 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${screen.width}×${screen.height} by touch`, () => {
    test.use({ viewport: screen, hasTouch: true, isMobile: screen.width < 700 })

    test('a long press reads the longest rules text whole, in a sheet', async ({ page }) => {
      const card = await atMidGame(page)
      await longPress(page, card)
      const sheet = page.getByRole('dialog', { name: /Kytheon/ })
      await expectWhole(sheet)
      await page.screenshot({
        path: `test-results/reader-${screen.width}.png`,
        animations: 'disabled',
      })
    })
  })
}
