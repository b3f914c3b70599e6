/**
 * The floor under the browser figures: the late-game table's own DOM and CSS, copied out of the
 * running app into a page with no app script at all, tapped, dragged and dropped by a few lines
 * of plain DOM code, and measured exactly as the app is (same probe, same pointer paths). What
 * the browser needs to draw these ≈ 280 cards after each change is then known apart from what
 * the app's own code adds (React, dnd-kit, the store): app figure − floor figure.
 *
 * The plain code does less than the app ever could: a tap only toggles the tapped class; a drag
 * moves one fixed copy of the card by `transform` (as the app does, through a still animation)
 * on each pointer move (no React render, no collision search); a drop moves the card's element
 * into the target zone (no game state, no log line, no counts). A budget the floor misses cannot be met by any code drawing this DOM on
 * this machine.
 *
 * Run twice: with the cards as drawn (name, type line, mana symbols, text, P/T), and with each
 * card's frame emptied to a plain coloured box (the cost of the card faces themselves).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  cpuMeter,
  dragOnce,
  FRAME_MS,
  noCpu,
  openPage,
  openTable,
  percentile,
  round,
  tableTapTarget,
  tapOnce,
  type BenchWindow,
  type Log,
  type Site,
} from './browser'

const TAPS = 32
const DRAGS = 24
const RELOADS = 5

/** The table's document without scripts: its DOM, its stylesheets, its inline styles. */
async function snapshot(page: Page, plain: boolean): Promise<string> {
  return page.evaluate((plain) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    for (const el of copy.querySelectorAll(
      'script, link[rel="modulepreload"], link[rel="manifest"]',
    ))
      el.remove()
    if (plain)
      for (const frame of copy.querySelectorAll('[data-zone] .card')) frame.replaceChildren()
    return `<!doctype html>\n${copy.outerHTML}`
  }, plain)
}

/**
 * Runs in the floor page (serialised by Playwright). Tap, drag and drop done by hand on the
 * copied DOM, changing what the app changes on screen and nothing else.
 */
function installPlainTable(): void {
  type Undo = () => void
  const w = window as unknown as { __floorUndo: Undo | null }
  w.__floorUndo = null

  addEventListener('click', (e) => {
    const hit = e.target instanceof Element ? e.target.closest('.card-hit') : null
    if (!hit || !hit.closest('[data-zone$=":battlefield"]')) return
    const tapped = !hit.classList.contains('is-tapped')
    hit.classList.toggle('is-tapped', tapped)
    hit.parentElement?.classList.toggle('is-tapped', tapped)
    if (tapped) hit.setAttribute('aria-description', 'tapped')
    else hit.removeAttribute('aria-description')
  })

  let pressed: { hit: HTMLElement; x: number; y: number } | null = null
  let carried: {
    overlay: HTMLElement
    shield: HTMLElement
    x: number
    y: number
    hold: Animation | null
  } | null = null
  addEventListener('pointerdown', (e) => {
    const hit = e.target instanceof Element ? e.target.closest<HTMLElement>('.card-hit') : null
    pressed = hit ? { hit, x: e.clientX, y: e.clientY } : null
  })
  addEventListener('pointermove', (e) => {
    if (!pressed || (e.buttons & 1) === 0) return
    const dx = e.clientX - pressed.x
    const dy = e.clientY - pressed.y
    if (!carried) {
      if (Math.hypot(dx, dy) < 5) return
      const frame = pressed.hit.querySelector<HTMLElement>(':scope > .card') ?? pressed.hit
      const box = frame.getBoundingClientRect()
      const shield = document.createElement('div')
      shield.className = 'drag-shield'
      const overlay = document.createElement('div')
      overlay.className = 'drag-overlay'
      overlay.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:999`
      const copy = document.createElement('div')
      copy.className = `card drag-card${pressed.hit.classList.contains('is-tapped') ? ' is-tapped' : ''}`
      copy.style.cssText = `width:${box.width}px;height:${box.height}px;--card-w:${box.width}px;--card-h:${box.height}px`
      copy.append(...[...frame.children].map((c) => c.cloneNode(true)))
      overlay.append(copy)
      document.body.append(shield, overlay)
      pressed.hit.setAttribute('data-dragging', '')
      carried = { overlay, shield, x: pressed.x, y: pressed.y, hold: null }
    }
    // As the app moves it (src/ui/dnd/glide.ts): new keyframes for a still animation reach the
    // compositor directly, where a style change re-layerizes the page.
    const transform = `translate3d(${dx}px, ${dy}px, 0)`
    const effect = carried.hold?.effect
    if (effect instanceof KeyframeEffect) effect.setKeyframes([{ transform }, { transform }])
    else
      carried.hold = carried.overlay.animate([{ transform }, { transform }], {
        duration: 3_600_000,
        fill: 'both',
      })
  })
  addEventListener('pointerup', (e) => {
    const from = pressed
    const drag = carried
    pressed = null
    carried = null
    if (!from || !drag) return
    drag.overlay.remove()
    drag.shield.remove()
    from.hit.removeAttribute('data-dragging')
    const zone = document
      .elementsFromPoint(e.clientX, e.clientY)
      .map((el) => el.closest('[data-zone]'))
      .find((z) => z && !z.contains(from.hit))
    const slot = from.hit.parentElement
    if (!zone || !slot) return
    const place = zone.querySelector('.card-slot')?.parentElement ?? zone
    const home = slot.parentElement
    const next = slot.nextSibling
    place.append(slot)
    w.__floorUndo = () => home?.insertBefore(slot, next)
  })
}

/** Serves `html` next to the app's build (same origin, same cached CSS and fonts). */
async function measure(site: Site, name: string, html: string) {
  const file = `floor-${name}.html`
  writeFileSync(join(site.appDir, file), html)
  const { context, page } = await openPage(site, `${site.appUrl}/${file}`)
  try {
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(installPlainTable)
    await page.waitForTimeout(300)

    const cpu = await cpuMeter(context, page)
    const target = await tableTapTarget(page, cpu)
    for (let i = 0; i < TAPS; i++) await tapOnce(target, i)

    const spent = { move: noCpu(), drop: noCpu() }
    for (let i = 0; i < DRAGS; i++) {
      await dragOnce(page, i, cpu, spent)
      await page.waitForTimeout(120)
      await page.evaluate(() => {
        const w = window as unknown as { __floorUndo: (() => void) | null }
        w.__floorUndo?.()
        w.__floorUndo = null
      })
      await page.waitForTimeout(100)
    }
    const r = await page.evaluate(() => {
      const p = (window as unknown as BenchWindow).__bench
      return { taps: p.taps, moves: p.moves, firstFrames: p.firstFrames, drops: p.drops }
    })
    // Drawing the board from its HTML: navigation → the first frame with the cards.
    const drawn: number[] = []
    for (let i = 0; i < RELOADS; i++) {
      await page.reload({ waitUntil: 'commit' })
      const frame = await page.waitForFunction(
        () => (window as unknown as BenchWindow).__bench?.boardFrame ?? null,
      )
      drawn.push(Number(await frame.jsonValue()))
    }
    return {
      ...r,
      tapCpu: target.spent.task / r.taps.length,
      moveCpu: spent.move.task / r.moves.length,
      dropCpu: spent.drop.task / r.drops.length,
      drawn,
    }
  } finally {
    await context.close()
  }
}

export async function run(site: Site, log: Log = () => undefined): Promise<Record<string, number>> {
  const table = await openTable(site)
  await table.page.waitForTimeout(1500)
  const html = { drawn: await snapshot(table.page, false), plain: await snapshot(table.page, true) }
  const cards = await table.page.locator('[data-card-id]').count()
  await table.context.close()

  const out: Record<string, number> = { 'cards on the page': cards }
  for (const [name, plain] of [
    ['as drawn', false],
    ['as plain boxes', true],
  ] as const) {
    log(`floor: the table's DOM without the app, cards ${name}`)
    const r = await measure(site, plain ? 'plain' : 'drawn', plain ? html.plain : html.drawn)
    out[`cards ${name}: tap → next frame, median (ms)`] = round(percentile(r.taps, 50))
    out[`cards ${name}: tap → next frame, p95 (ms)`] = round(percentile(r.taps, 95))
    out[`cards ${name}: drag moves slower than a frame (%)`] = round(
      (100 * r.moves.filter((t) => t > FRAME_MS).length) / r.moves.length,
    )
    out[`cards ${name}: drag move → next frame, p95 (ms)`] = round(percentile(r.moves, 95))
    out[`cards ${name}: drag first frame, median (ms)`] = round(percentile(r.firstFrames, 50))
    out[`cards ${name}: drop → next frame, median (ms)`] = round(percentile(r.drops, 50))
    out[`cards ${name}: drop → next frame, p95 (ms)`] = round(percentile(r.drops, 95))
    out[`cards ${name}: board drawn from its HTML, median (ms)`] = round(percentile(r.drawn, 50), 0)
    out[`cards ${name}: main-thread CPU per tap (ms)`] = round(r.tapCpu, 2)
    out[`cards ${name}: main-thread CPU per move (ms)`] = round(r.moveCpu, 2)
    out[`cards ${name}: main-thread CPU per drop (ms)`] = round(r.dropCpu, 2)
  }
  return out
}
