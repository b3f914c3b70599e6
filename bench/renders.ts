/**
 * Render counts on the late game, in the production build, for four everyday actions: tapping
 * one card, starting a drag, moving one card to another zone (the drop), changing one team's
 * life. Deterministic: the same build gives the same counts however busy the machine is.
 *
 * Two counts per action (see installProbe in bench/browser.ts):
 *  - "cards re-rendered (React)": cards on the table (elements with data-card-id inside a
 *    data-zone) one of whose React components rendered or mounted during the action. The page
 *    stands in for React DevTools' global hook, which production React calls after each commit;
 *    that is the same signal the React DevTools profiler uses. (tests/ui/renders.test.tsx counts
 *    useCardInfo calls with vi.mock in jsdom; that mechanism exists only under Vitest.)
 *  - "cards whose DOM changed": cards whose element, inside or wrapper (holding only that card)
 *    a MutationObserver saw change, be added or be removed.
 *  - "components rendered (React)": every component render in the commits, cards or not. With
 *    BENCH_RENDER_NAMES=1 the build keeps the components' names and the log lists, per action,
 *    how many times each component rendered (which ones to look at first).
 * Also the number of composited layers the idle table has (Chrome's LayerTree), which every
 * frame pays to layerize.
 * The drag overlay's copy of a dragged card and the side preview are not cards on the table.
 * The pointer is moved onto the target and left to settle before counting starts, so the hover
 * preview is not counted.
 */
import type { Page } from '@playwright/test'
import {
  cardSelector,
  centreOf,
  glide,
  hittableCards,
  nudge,
  openTable,
  type BenchWindow,
  type Log,
  type Site,
} from './browser'

interface Counted {
  react: number
  dom: number
  components: number
  byComponent: Record<string, number>
}

/** Counts what `action` renders and changes, waiting `settle` ms for late commits. */
async function count(page: Page, action: () => Promise<void>, settle = 300): Promise<Counted> {
  await page.evaluate(() => {
    const p = (window as unknown as BenchWindow).__bench
    p.reactCards.clear()
    p.domCards.clear()
    p.componentRenders = 0
    p.byComponent = {}
    p.counting = true
  })
  await action()
  await page.waitForTimeout(settle)
  // Two frames, so mutation callbacks and passive effects queued by the action have run.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
  return page.evaluate(() => {
    const p = (window as unknown as BenchWindow).__bench
    p.counting = false
    return {
      react: p.reactCards.size,
      dom: p.domCards.size,
      components: p.componentRenders,
      byComponent: p.byComponent,
    }
  })
}

export async function run(site: Site, log: Log = () => undefined): Promise<Record<string, number>> {
  log('render counts')
  const { context, page } = await openTable(site, { renders: true })
  try {
    const connected = await page.evaluate(
      () => (window as unknown as BenchWindow).__bench.hookConnected,
    )
    if (!connected) throw new Error('bench: React did not connect to the render-counting hook')
    const out: Record<string, number> = {}

    // Composited layers: every frame pays to layerize them (Chrome's PaintArtifactCompositor).
    const cdp = await context.newCDPSession(page)
    let layers = -1
    cdp.on('LayerTree.layerTreeDidChange', (e) => {
      if (e.layers) layers = e.layers.length
    })
    await cdp.send('LayerTree.enable')
    await page.mouse.move(1, 1)
    // The idle table: the life totals' bump on mount is a compositor animation with layers of
    // its own while it runs; it is over in 0.35 s (the wait gives up after 3 s).
    await page
      .waitForFunction(() => document.getAnimations().length === 0, null, { timeout: 3000 })
      .catch(() => undefined)
    await page.waitForTimeout(300)
    await cdp.send('LayerTree.disable')
    await cdp.detach()
    out['composited layers on the table'] = layers
    const record = (label: string, c: Counted) => {
      out[`${label}: cards re-rendered (React)`] = c.react
      out[`${label}: cards whose DOM changed`] = c.dom
      out[`${label}: components rendered (React)`] = c.components
      if (process.env['BENCH_RENDER_NAMES']) {
        const names = Object.entries(c.byComponent).sort(([, a], [, b]) => b - a)
        log(`${label}: ${names.map(([name, n]) => `${name} ×${n}`).join(', ')}`)
      }
    }

    // Tap one card.
    const [tapped] = await hittableCards(page, 'A1:battlefield')
    if (!tapped) throw new Error('bench: no battlefield card to tap')
    const at = await centreOf(page, cardSelector(tapped))
    await page.mouse.move(at.x, at.y)
    await page.waitForTimeout(300)
    record(
      'tap one card',
      await count(page, async () => {
        await page.mouse.down()
        await page.mouse.up()
      }),
    )
    await page.waitForTimeout(150)

    // Start a drag, move it across the table, drop it on the graveyard.
    const sources = await hittableCards(page, 'A1:battlefield')
    const dragged = sources.find((id) => id !== tapped) ?? sources[0]
    if (!dragged) throw new Error('bench: no battlefield card to drag')
    const start = await centreOf(page, cardSelector(dragged))
    const end = await centreOf(page, '[data-zone="A1:graveyard"]')
    const nudged = nudge(start, end)
    await page.mouse.move(start.x, start.y)
    await page.waitForTimeout(300)
    record(
      'start a drag',
      await count(page, async () => {
        await page.mouse.down()
        await page.mouse.move(nudged.x, nudged.y, { steps: 3 })
        await page.locator('[data-dragging]').first().waitFor({ state: 'attached' })
      }),
    )
    record('drag moves (20+)', await count(page, () => glide(page, nudged, end)))
    await page.waitForTimeout(100)
    record(
      'move one card between zones (drop)',
      await count(page, async () => {
        await page.mouse.up()
        await page
          .locator(`[data-zone="A1:battlefield"] ${cardSelector(dragged)}`)
          .waitFor({ state: 'detached', timeout: 5000 })
      }),
    )
    await page.waitForTimeout(150)

    // One team's life.
    const life = page.getByRole('button', { name: 'Team A: lose 1 life', exact: true })
    await life.hover()
    await page.waitForTimeout(300)
    record(
      'team life −1',
      await count(page, async () => {
        await page.mouse.down()
        await page.mouse.up()
      }),
    )
    return out
  } finally {
    await context.close()
  }
}
