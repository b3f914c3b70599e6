import { expect, type Locator, type Page } from '@playwright/test'

/** What the frames of a transform showed: the copy's turn angle and how wide it was drawn. */
export interface TurnFrames {
  /** Degrees from face-on (0) through edge-on (90) to the other face (180), one per frame. */
  angles: number[]
  /** The copy's on-screen width over the card's own width, one per frame. */
  growth: number[]
  /** The turning face's on-screen width over its full width (≈ |cos| of the angle). */
  widths: number[]
  /** Opacities of the two faces (reduced motion), one pair per frame. */
  fades: [number, number][]
  /** Transforms the copy's faces were drawn with (reduced motion: none may turn). */
  transforms: string[]
}

/**
 * Presses T on the card — or, given `menuItem`, clicks that item of the open card menu — and
 * reads every frame until the turning copy is gone (at most 5 s).
 */
export async function transformAndSample(card: Locator, menuItem?: string): Promise<TurnFrames> {
  if (menuItem === undefined) await card.focus()
  return card.evaluate(async (el, item) => {
    const own = (el.querySelector('.card') ?? el).getBoundingClientRect().width
    if (item === null) {
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 't', code: 'KeyT', bubbles: true }))
    } else {
      const items = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
      const found = items.find((i) => i.textContent?.includes(item))
      if (!found) throw new Error(`no menu item "${item}"`)
      found.click()
    }
    const frames: TurnFrames = { angles: [], growth: [], widths: [], fades: [], transforms: [] }
    const start = performance.now()
    let seen = false
    while (performance.now() - start < 5000) {
      await new Promise((r) => requestAnimationFrame(r))
      const copy = document.querySelector<HTMLElement>('[data-turning-card]')
      if (!copy) {
        if (seen) break
        continue
      }
      seen = true
      const inner = copy.querySelector<HTMLElement>('.turning-inner')
      if (!inner) continue
      const m = new DOMMatrix(getComputedStyle(inner).transform)
      frames.angles.push(Math.round((Math.acos(Math.max(-1, Math.min(1, m.m11))) * 180) / Math.PI))
      frames.growth.push(copy.getBoundingClientRect().width / own)
      frames.widths.push(inner.getBoundingClientRect().width / inner.offsetWidth)
      const faces = [...copy.querySelectorAll<HTMLElement>('.turning-face')]
      const opacity = (f: HTMLElement | undefined) => Number(f ? getComputedStyle(f).opacity : 1)
      frames.fades.push([opacity(faces[0]), opacity(faces[1])])
      frames.transforms.push(getComputedStyle(inner).transform)
    }
    return frames
  }, menuItem ?? null)
}

/**
 * Where a card lies: the label of its battlefield row ("Creatures", "Other permanents"…), when
 * the layout names its rows, and its centre on screen.
 */
export async function placeOf(page: Page, id: string): Promise<{ row: string; y: number }> {
  const card = page.locator(`[data-card-id="${id}"]`)
  await expect(card).toBeAttached()
  return card.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const row = el.closest('[role="group"]')?.getAttribute('aria-label') ?? ''
    return { row, y: Math.round(box.top + box.height / 2) }
  })
}

/** Whether a card went to another row: another row label, or another height on screen. */
export function changedRow(before: { row: string; y: number }, after: { row: string; y: number }) {
  return before.row && after.row ? before.row !== after.row : Math.abs(before.y - after.y) > 10
}
