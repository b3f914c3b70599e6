/**
 * Browser benchmark: how fast the production build of the table answers a tap, a drag and a
 * drop on the late-game scenario (`/?scenario=late-game`, ≥ 240 cards), next to a trivial React
 * page measured the same way in the same run, so the ratio holds on a noisy machine.
 *
 * Method (all times are taken inside the page, on the page's own clock):
 *  - "→ next frame" means: from the input event's `timeStamp` (when the browser received the
 *    input) to `requestAnimationFrame(() => setTimeout(..., 0))` scheduled once the DOM showed
 *    the result. The rAF callback runs just before the browser renders the next frame; the
 *    timeout after it runs once that frame's style, layout and paint are done. This is the usual
 *    in-page approximation of "input to next paint"; it does not include the compositor's last
 *    step to the screen.
 *  - Tap: capture listeners on window. On `pointerdown` we note t0; on `click` we start a
 *    MutationObserver and, at the first mutation of the clicked card (the element with
 *    data-card-id, anything inside it, or a wrapper that holds only that card), schedule the
 *    next frame. The trivial page's button is measured with the very same code. The two pages
 *    are open side by side and tapped in alternating rounds.
 *  - Drag: every `pointermove` with the button held → next frame (the move's handlers have run
 *    by then, whatever they changed). After each of the table's drags, the trivial page's box is
 *    dragged (moved by `transform` straight from the pointer events): its moves are what the
 *    browser and the machine alone cost (a move waits for the next frame wherever it falls in
 *    the last one). The drag's first frame is the `pointermove` that made
 *    `data-dragging` appear → next frame. "Drag moves" counts every move with the button held,
 *    the three quick steps of the pick-up included; the 20 moves at 60 Hz that follow are also
 *    counted on their own, as shared/PERF.md defines the figure. The drop is `pointerup` → next
 *    frame once the card has left its zone and nothing is marked data-dragging. Each drop is undone with Ctrl+Z.
 *  - Presented (Event Timing): the browser's own figure from an input to the next frame
 *    presented (`PerformanceEventTiming.duration`), for each drop's `pointerup` and each tap's
 *    `click`. Unlike the frame-then-timeout figure above it includes the compositor drawing the
 *    frame, so work that runs after the page's frame but competes with drawing it on two cores
 *    shows here. The API reports only inputs over 16 ms, rounded to 8 ms: the counts say how
 *    many were reported.
 *  - Long tasks: a PerformanceObserver for 'longtask' (buffered) from the start of each page;
 *    counted inside the time window of each series.
 *  - Board ready: a reload restores the autosaved game behind the hand-off curtain (no hand
 *    shows until the team whose turn it is confirms, 810.5). Measured as: performance.now()
 *    (from the reload's navigation start) at the first frame after the curtain's confirm button
 *    is in the DOM, plus the confirm click's `timeStamp` → the first frame after ≥ 240
 *    [data-card-id] elements are in the DOM (both found by MutationObservers). The person's own
 *    pause before the click is not the app's time and is left out.
 *  - Main-thread CPU (ms per tap, move or drop): Chrome's Performance metrics in thread time,
 *    read just before and after each action. Wall-clock latencies stretch with whatever else
 *    the machine runs; CPU time mostly does not, so it says what the page itself costs.
 *  - The machine's load average is recorded at the start and the end: read the latencies
 *    against it.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, type InlineConfig } from 'vite'
import { chromiumArgs } from '../scripts/chromiumArgs.mjs'

const MIN_CARDS = 240
export const FRAME_MS = 1000 / 60

export type Log = (message: string) => void

// ---- builds and static servers ---------------------------------------------------------------

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

interface Served {
  url: string
  close(): Promise<void>
}

/** A tiny static server on 127.0.0.1 and an ephemeral port; `spa` falls back to index.html. */
export async function serve(dir: string, spa: boolean): Promise<Served> {
  const server: Server = createServer((req, res) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    let file = resolve(dir, `.${path}`)
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(403).end()
      return
    }
    if (!isFile(file)) {
      const index = join(file, 'index.html')
      if (isFile(index)) file = index
      else if (spa && (extname(path) === '' || req.headers.accept?.includes('text/html')))
        file = join(dir, 'index.html')
      else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found')
        return
      }
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      // Like a production host: hashed assets are immutable, the rest is revalidated.
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

export interface Site {
  appDir: string
  appUrl: string
  trivialUrl: string
  browser: Browser
  close(): Promise<void>
}

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`bench: ${what} failed: ${message}`, { cause: error })
  }
}

/**
 * `vite build` with NODE_ENV=production. The dev server that loads the bench modules has set
 * NODE_ENV=development, and under it Vite bundles React's development build (several times
 * slower); the check below makes sure that never goes unnoticed.
 */
async function productionBuild(config: InlineConfig): Promise<void> {
  const was = process.env['NODE_ENV']
  process.env['NODE_ENV'] = 'production'
  try {
    await build(config)
  } finally {
    if (was === undefined) delete process.env['NODE_ENV']
    else process.env['NODE_ENV'] = was
  }
  const outDir = resolve(config.root ?? '.', config.build?.outDir ?? 'dist')
  for (const file of readdirSync(join(outDir, 'assets'))) {
    if (
      file.endsWith('.js') &&
      readFileSync(join(outDir, 'assets', file), 'utf8').includes('jsxDEV')
    )
      throw new Error(`${file} holds React's development JSX runtime: not a production build`)
  }
}

/**
 * Builds the app and the trivial page for production, serves both and starts Chromium.
 * `close()` stops all of it and deletes the builds (set BENCH_KEEP_BUILD=1 to keep them).
 */
export async function prepare(root: string, log: Log): Promise<Site> {
  const appDir = join(root, 'bench/.dist-app')
  const trivialDir = join(root, 'bench/.dist-trivial')
  const cleanups: (() => Promise<void>)[] = []
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    if (!process.env['BENCH_KEEP_BUILD']) {
      rmSync(appDir, { recursive: true, force: true })
      rmSync(trivialDir, { recursive: true, force: true })
    }
  }
  try {
    // BENCH_REUSE_BUILD=1 (with BENCH_KEEP_BUILD=1 on the run before): serve the builds left
    // there, for iterating on the bench itself. Never for figures of changed app code.
    const reuse = process.env['BENCH_REUSE_BUILD'] && existsSync(join(appDir, 'index.html'))
    if (!reuse) {
      log('building the app for production')
      await step('building the app (vite build)', () =>
        productionBuild({
          root,
          logLevel: 'error',
          build: {
            outDir: 'bench/.dist-app',
            emptyOutDir: true,
            manifest: true,
            // BENCH_RENDER_NAMES=1 keeps the components' names for bench/renders.ts's breakdown; an
            // unminified build's timings are not comparable with the usual run's.
            ...(process.env['BENCH_RENDER_NAMES'] ? { minify: false } : {}),
          },
        }),
      )
      log('building the trivial page')
      await step('building bench/trivial', () =>
        productionBuild({
          root: join(root, 'bench/trivial'),
          configFile: false,
          logLevel: 'error',
          plugins: [react()],
          build: { outDir: '../.dist-trivial', emptyOutDir: true, target: 'es2022' },
        }),
      )
    }
    const app = await step('serving the app', () => serve(appDir, true))
    cleanups.push(app.close)
    const trivial = await step('serving the trivial page', () => serve(trivialDir, false))
    cleanups.push(trivial.close)
    log('starting Chromium')
    const browser = await step('starting /usr/bin/chromium', () =>
      chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: chromiumArgs,
        timeout: 60_000,
      }),
    )
    cleanups.push(() => browser.close())
    return { appDir, appUrl: app.url, trivialUrl: trivial.url, browser, close }
  } catch (error) {
    await close()
    throw error
  }
}

// ---- what the page records ---------------------------------------------------------------------

/** The recorder that lives in the page as window.__bench (installed before any page script). */
export interface PageProbe {
  mode: 'idle' | 'tap' | 'drag'
  /** Tap: the element whose DOM change ends the measure. */
  watch: Element | null
  /** Drop: the card being dragged and the zone it must leave. */
  dropCard: string | null
  dropFrom: string | null
  lastMove: number
  dragStarted: boolean
  taps: number[]
  moves: number[]
  /** The same, for the 20 moves of the glide alone (60 Hz input, as shared/PERF.md defines). */
  gliding: boolean
  glideMoves: number[]
  firstFrames: number[]
  drops: number[]
  longTasks: [start: number, duration: number][]
  /** Event Timing: input → the next frame presented (the compositor's, not only the page's). */
  presented: [name: string, start: number, duration: number][]
  boardDom: number | null
  boardFrame: number | null
  /** After a reload: the first frame showing the curtain's confirm button; the confirm click. */
  curtainFrame: number | null
  confirmAt: number | null
  /** Render counting (bench/renders.ts): on only while an action is counted. */
  counting: boolean
  hookConnected: boolean
  reactCards: Set<string>
  domCards: Set<string>
  componentRenders: number
  /** Component renders by the component's name (readable with BENCH_RENDER_NAMES=1). */
  byComponent: Record<string, number>
}

export type BenchWindow = Window & { __bench: PageProbe }

/**
 * Runs in the page (serialised by Playwright: it must use nothing from this module). With
 * `renders`, it also stands in for React DevTools' global hook, which production React calls
 * after every commit; see bench/renders.ts.
 */
function installProbe({ renders, minCards }: { renders: boolean; minCards: number }): void {
  const p: PageProbe = {
    mode: 'idle',
    watch: null,
    dropCard: null,
    dropFrom: null,
    lastMove: 0,
    dragStarted: false,
    taps: [],
    moves: [],
    gliding: false,
    glideMoves: [],
    firstFrames: [],
    drops: [],
    longTasks: [],
    presented: [],
    boardDom: null,
    boardFrame: null,
    curtainFrame: null,
    confirmAt: null,
    counting: false,
    hookConnected: false,
    reactCards: new Set(),
    domCards: new Set(),
    componentRenders: 0,
    byComponent: {},
  }
  ;(window as unknown as BenchWindow).__bench = p
  const ALL: MutationObserverInit = {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  }
  const afterFrame = (t0: number, out: number[]) =>
    requestAnimationFrame(() => setTimeout(() => out.push(performance.now() - t0), 0))

  /** The card a node belongs to: inside a card element, or a wrapper holding only that card. */
  const cardOf = (node: Node): string | null => {
    const el = node instanceof Element ? node : node.parentElement
    if (!el || !el.isConnected) return null
    const zone = el.closest('[data-zone]')
    if (!zone) return null
    const card = el.closest('[data-card-id]')
    if (card) return card.getAttribute('data-card-id')
    if (el === zone) return null
    const inside = el.querySelectorAll('[data-card-id]')
    return inside.length === 1 ? (inside[0]?.getAttribute('data-card-id') ?? null) : null
  }

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) p.longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long task timing: the count stays 0
  }
  try {
    // Only inputs over 16 ms are reported (the API's floor); a drop's always is on this machine.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'pointerup' || e.name === 'click')
          p.presented.push([e.name, e.startTime, e.duration])
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // no Event Timing: the presented figures are left out
  }

  const board = new MutationObserver(() => {
    if (document.querySelectorAll('[data-card-id]').length < minCards) return
    board.disconnect()
    p.boardDom = performance.now()
    requestAnimationFrame(() =>
      setTimeout(() => {
        p.boardFrame = performance.now()
      }, 0),
    )
  })
  board.observe(document, { childList: true, subtree: true })
  const curtain = new MutationObserver(() => {
    if (!document.querySelector('.handoff-confirm')) return
    curtain.disconnect()
    requestAnimationFrame(() =>
      setTimeout(() => {
        p.curtainFrame = performance.now()
      }, 0),
    )
  })
  curtain.observe(document, { childList: true, subtree: true })
  addEventListener(
    'click',
    (e) => {
      if (e.target instanceof Element && e.target.closest('.handoff-confirm'))
        p.confirmAt = e.timeStamp
    },
    true,
  )

  // Tap: pointerdown's timeStamp → next frame after the clicked element's DOM changed.
  let tapT0 = 0
  let tapObserver: MutationObserver | null = null
  const touches = (r: MutationRecord, watch: Element): boolean => {
    const t = r.target
    if (t === watch || watch.contains(t)) return true
    if (
      t instanceof Element &&
      t.contains(watch) &&
      t.closest('[data-zone]') &&
      !t.hasAttribute('data-zone') &&
      t.querySelectorAll('[data-card-id]').length <= 1
    )
      return true
    for (const n of r.removedNodes) if (n === watch || n.contains(watch)) return true
    return false
  }
  addEventListener(
    'pointerdown',
    (e) => {
      if (p.mode === 'tap') tapT0 = e.timeStamp
      if (p.mode === 'drag') {
        p.dragStarted = false
        p.lastMove = e.timeStamp
      }
    },
    true,
  )
  addEventListener(
    'click',
    () => {
      const watch = p.watch
      if (p.mode !== 'tap' || !watch) return
      const t0 = tapT0
      tapObserver?.disconnect()
      const observer = new MutationObserver((records) => {
        if (!records.some((r) => touches(r, watch))) return
        observer.disconnect()
        afterFrame(t0, p.taps)
      })
      tapObserver = observer
      observer.observe(document, ALL)
    },
    true,
  )

  // Drag: each move → next frame; the move that starts the drag → next frame.
  addEventListener(
    'pointermove',
    (e) => {
      if (p.mode === 'drag' && (e.buttons & 1) === 1) {
        p.lastMove = e.timeStamp
        afterFrame(e.timeStamp, p.moves)
        if (p.gliding) afterFrame(e.timeStamp, p.glideMoves)
      }
    },
    true,
  )
  new MutationObserver((records) => {
    if (p.mode !== 'drag' || p.dragStarted) return
    if (
      records.some((r) => r.target instanceof Element && r.target.hasAttribute('data-dragging'))
    ) {
      p.dragStarted = true
      afterFrame(p.lastMove, p.firstFrames)
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-dragging'] })

  // Drop: pointerup → next frame once the card has left its zone and no drag shows.
  let dropObserver: MutationObserver | null = null
  addEventListener(
    'pointerup',
    (e) => {
      const card = p.dropCard
      const from = p.dropFrom
      if (p.mode !== 'drag' || !card || !from) return
      const t0 = e.timeStamp
      const landed = () =>
        !document.querySelector('[data-dragging]') &&
        !document.querySelector(`[data-zone="${from}"] [data-card-id="${card}"]`)
      dropObserver?.disconnect()
      const observer = new MutationObserver(() => {
        if (!landed()) return
        observer.disconnect()
        afterFrame(t0, p.drops)
      })
      dropObserver = observer
      observer.observe(document, ALL)
    },
    true,
  )

  if (!renders) return

  // Render counting. React (production builds too) hands every committed tree to DevTools'
  // global hook. A function or class component re-rendered in this commit if its fiber is new
  // (mounted) or carries the PerformedWork flag (1); a subtree React did not visit still has the
  // very same child fiber as the previous tree, and is skipped. Each rendered component is given
  // to the card whose element holds all of its DOM output (see cardOf).
  interface Fiber {
    tag: number
    flags: number
    alternate: Fiber | null
    child: Fiber | null
    sibling: Fiber | null
    stateNode: unknown
    type: unknown
  }
  const COMPONENTS = new Set([0, 1, 11, 14, 15]) // function, class, forwardRef, memo, simple memo
  const HOST = new Set([5, 6, 26, 27]) // element, text, hoistable, singleton
  const PORTAL = 4
  const cardOfFiber = (fiber: Fiber): string | null => {
    const hosts: Node[] = []
    const stack: Fiber[] = fiber.child ? [fiber.child] : []
    while (stack.length > 0) {
      const f = stack.pop() as Fiber
      if (f.sibling) stack.push(f.sibling)
      if (HOST.has(f.tag)) {
        if (f.stateNode instanceof Node) hosts.push(f.stateNode)
      } else if (f.tag !== PORTAL && f.child) stack.push(f.child)
    }
    let id: string | null = null
    for (const node of hosts) {
      const of = cardOf(node)
      if (!of || (id !== null && of !== id)) return null
      id = of
    }
    return id
  }
  // memo and forwardRef wrap the function (`type` and `render`).
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') return type.name || 'anonymous'
    if (type && typeof type === 'object') {
      const inner = type as { type?: unknown; render?: unknown }
      return nameOf(inner.type ?? inner.render)
    }
    return 'anonymous'
  }
  const walk = (top: Fiber) => {
    const stack = [top]
    while (stack.length > 0) {
      const f = stack.pop() as Fiber
      const old = f.alternate
      if (COMPONENTS.has(f.tag) && (old === null || (f.flags & 1) === 1)) {
        p.componentRenders++
        const name = nameOf(f.type)
        p.byComponent[name] = (p.byComponent[name] ?? 0) + 1
        const id = cardOfFiber(f)
        if (id) p.reactCards.add(id)
      }
      if (old !== null && f.child === old.child) continue
      for (let c = f.child; c; c = c.sibling) stack.push(c)
    }
  }
  const noop = () => undefined
  ;(
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => {
      p.hookConnected = true
      return 1
    },
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (p.counting) walk(root.current)
    },
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    onScheduleFiberRoot: noop,
    setStrictMode: noop,
    checkDCE: noop,
  }

  // Which cards' DOM changed: targets of mutations, cards added, cards removed.
  new MutationObserver((records) => {
    if (!p.counting) return
    const add = (id: string | null) => {
      if (id) p.domCards.add(id)
    }
    for (const r of records) {
      add(cardOf(r.target))
      for (const n of r.addedNodes) {
        add(cardOf(n))
        if (n instanceof Element)
          for (const c of n.querySelectorAll('[data-card-id]')) add(cardOf(c))
      }
      for (const n of r.removedNodes) {
        if (!(n instanceof Element)) continue
        add(n.getAttribute('data-card-id'))
        for (const c of n.querySelectorAll('[data-card-id]')) add(c.getAttribute('data-card-id'))
      }
    }
  }).observe(document, ALL)
}

/** A fresh browser context and page with the probe installed, at `url`. */
export async function openPage(
  site: Site,
  url: string,
  opts: { renders?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: { width: 1600, height: 1000 } })
  await context.addInitScript(installProbe, { renders: opts.renders ?? false, minCards: MIN_CARDS })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(url)
  return { context, page }
}

/** Opens the late game and waits until the board is drawn. */
export async function openTable(site: Site, opts: { renders?: boolean } = {}) {
  const opened = await openPage(site, `${site.appUrl}/?scenario=late-game`, opts)
  await step(`waiting for ≥ ${MIN_CARDS} [data-card-id] on /?scenario=late-game`, () =>
    opened.page.waitForFunction(
      () => (window as unknown as BenchWindow).__bench.boardFrame !== null,
      null,
      { timeout: 30_000 },
    ),
  )
  return opened
}

/**
 * One reload of the table: performance.now() at the first frame showing the curtain's confirm
 * button, then (the button clicked at once) the click → the first frame with the board.
 */
export async function reloadOnce(
  page: Page,
  /** Called once the curtain shows, before its button is clicked (bench/reload.mjs's CPU time). */
  atCurtain?: () => Promise<void>,
): Promise<{ curtain: number; board: number }> {
  await page.reload({ waitUntil: 'commit' })
  const shown = await step('waiting for the hand-off curtain after a reload', () =>
    page.waitForFunction(
      () => (window as unknown as BenchWindow).__bench?.curtainFrame ?? null,
      null,
      {
        timeout: 30_000,
      },
    ),
  )
  await atCurtain?.()
  await page.locator('.handoff-confirm').click()
  const drawn = await step('waiting for the board after the curtain', () =>
    page.waitForFunction(
      () => {
        const p = (window as unknown as BenchWindow).__bench
        return p?.boardFrame && p.confirmAt ? p.boardFrame - p.confirmAt : null
      },
      null,
      { timeout: 30_000 },
    ),
  )
  return { curtain: Number(await shown.jsonValue()), board: Number(await drawn.jsonValue()) }
}

// ---- page helpers --------------------------------------------------------------------------

export interface Point {
  x: number
  y: number
}

/** Cards of a zone whose centre is on screen and reaches the card itself (not a card above it). */
export async function hittableCards(page: Page, zone: string): Promise<string[]> {
  return page.evaluate((zone) => {
    const ids: string[] = []
    for (const el of document.querySelectorAll(`[data-zone="${zone}"] [data-card-id]`)) {
      const r = el.getBoundingClientRect()
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
      if (document.elementFromPoint(x, y)?.closest('[data-card-id]') !== el) continue
      const id = el.getAttribute('data-card-id')
      if (id) ids.push(id)
    }
    return ids
  }, zone)
}

/** The centre of the first element matching `selector`. */
export async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`bench: ${selector} is not on screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

export const cardSelector = (id: string) => `[data-card-id="${id}"]`
const inZone = (zone: string, id: string) => `[data-zone="${zone}"] [data-card-id="${id}"]`

/** Time between two pointer moves: one per frame, 60 Hz input (shared/PERF.md). */
const MOVE_EVERY_MS = 16

/**
 * Moves the pointer in `moves` equal steps, one per frame (PERF.md: "20 moves, 16 ms apart").
 * Each move is sent at its own slot on a fixed 16 ms schedule, so the time a move takes to send
 * does not push the next one late; an 8 ms pause (the old glide) put 1.6 moves into each frame,
 * each waiting mid-frame, and made even a page that does nothing look slow.
 */
export async function glide(page: Page, from: Point, to: Point, moves = 20): Promise<void> {
  const start = Date.now()
  for (let i = 1; i <= moves; i++) {
    const wait = start + i * MOVE_EVERY_MS - Date.now()
    if (wait > 0) await page.waitForTimeout(wait)
    await page.mouse.move(
      from.x + ((to.x - from.x) * i) / moves,
      from.y + ((to.y - from.y) * i) / moves,
    )
  }
}

/** A point 12 px from `from` towards `to` (past dnd-kit's activation distance). */
export function nudge(from: Point, to: Point): Point {
  const d = Math.hypot(to.x - from.x, to.y - from.y) || 1
  return { x: from.x + ((to.x - from.x) / d) * 12, y: from.y + ((to.y - from.y) / d) * 12 }
}

const now = (page: Page) => page.evaluate(() => performance.now())
const probeLength = (page: Page, key: 'taps' | 'drops') =>
  page.evaluate((key) => (window as unknown as BenchWindow).__bench[key].length, key)

/** Waits until the probe's `key` list has grown past `before`; false after `timeout` ms. */
async function grew(page: Page, key: 'taps' | 'drops', before: number, timeout = 3000) {
  try {
    await page.waitForFunction(
      ({ key, before }) => (window as unknown as BenchWindow).__bench[key].length > before,
      { key, before },
      { timeout },
    )
    return true
  } catch {
    return false
  }
}

async function longTasksBetween(page: Page, start: number, end: number) {
  const tasks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks)
  const inside = tasks.filter(([t]) => t >= start && t <= end)
  return { count: inside.length, total: inside.reduce((sum, [, d]) => sum + d, 0) }
}

/** Event Timing durations of `name` inputs between two page times (ms, rounded to 8 by the API). */
async function presentedBetween(page: Page, name: string, start: number, end: number) {
  const entries = await page.evaluate(() => (window as unknown as BenchWindow).__bench.presented)
  return entries.filter(([n, t]) => n === name && t >= start && t <= end).map(([, , d]) => d)
}

/**
 * Main-thread CPU time of a page's renderer (Chrome's Performance metrics in thread ticks): what
 * a series costs in work, unlike wall-clock latency, barely moved by other processes on a busy
 * machine. DevTools commands (Playwright's own calls) are left out.
 */
export interface Cpu {
  task: number
  script: number
  styleLayout: number
}
export type CpuMeter = () => Promise<Cpu>

export async function cpuMeter(context: BrowserContext, page: Page): Promise<CpuMeter> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
    return {
      task: ms('TaskDuration') - ms('DevToolsCommandDuration'),
      script: ms('ScriptDuration'),
      styleLayout: ms('RecalcStyleDuration') + ms('LayoutDuration'),
    }
  }
}
export const noCpu = (): Cpu => ({ task: 0, script: 0, styleLayout: 0 })
function addCpu(sum: Cpu, from: Cpu, to: Cpu): void {
  sum.task += to.task - from.task
  sum.script += to.script - from.script
  sum.styleLayout += to.styleLayout - from.styleLayout
}

// ---- statistics ----------------------------------------------------------------------------

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  )
}
export const round = (value: number, digits = 1) => Number(value.toFixed(digits))

// ---- the series ----------------------------------------------------------------------------

export interface TapTarget {
  page: Page
  /** Points the probe at what should change and returns where to click. */
  aim: (i: number) => Promise<Point>
  missed: number
  cpu: CpuMeter
  spent: Cpu
}

/** Taps three battlefield cards of A1 and three of A2 in turn (a card's next tap untaps it). */
export async function tableTapTarget(page: Page, cpu: CpuMeter): Promise<TapTarget> {
  const cards = [
    ...(await hittableCards(page, 'A1:battlefield')).slice(0, 3),
    ...(await hittableCards(page, 'A2:battlefield')).slice(0, 3),
  ]
  if (cards.length < 2) throw new Error('bench: found no battlefield card to tap')
  return {
    page,
    missed: 0,
    cpu,
    spent: noCpu(),
    aim: async (i) => {
      const id = cards[i % cards.length] as string
      await page.evaluate((sel) => {
        const p = (window as unknown as BenchWindow).__bench
        p.mode = 'tap'
        p.watch = document.querySelector(sel)
      }, cardSelector(id))
      return centreOf(page, cardSelector(id))
    },
  }
}

export async function tapOnce(target: TapTarget, i: number): Promise<void> {
  const { page } = target
  const at = await target.aim(i)
  await page.mouse.move(at.x, at.y)
  await page.waitForTimeout(100)
  const before = await probeLength(page, 'taps')
  const cpu0 = await target.cpu()
  await page.mouse.down()
  await page.mouse.up()
  if (!(await grew(page, 'taps', before))) target.missed++
  addCpu(target.spent, cpu0, await target.cpu())
  await page.waitForTimeout(150)
}

const setProbe = (page: Page, values: Partial<Omit<PageProbe, 'watch'>>) =>
  page.evaluate(
    (values) => Object.assign((window as unknown as BenchWindow).__bench, values),
    values,
  )

const TAP_ROUNDS = 4
const TAPS_PER_ROUND = 8
const DRAGS = 32
const RELOADS = 10
/**
 * Each series stops early (keeping at least its minimum) once its time is up, so a busy machine
 * cannot stretch the run past a few minutes; the "measured" figures say how many were taken.
 */
const TIME_LIMIT_MS = { taps: 60_000, drags: 90_000, reloads: 45_000 }
const MINIMUM = { tapRounds: 2, drags: 12, reloads: 4 }

/** Sources and targets the drags cycle through (each drop is undone). */
const DRAG_PLAN: [from: string, to: string][] = [
  ['A1:battlefield', 'A1:graveyard'],
  ['A2:battlefield', 'A2:exile'],
  ['A1:hand', 'A1:battlefield'],
  ['A2:battlefield', 'A2:hand'],
  ['A1:battlefield', 'A1:exile'],
  ['A2:hand', 'A2:battlefield'],
  ['A2:battlefield', 'A2:graveyard'],
  ['A1:battlefield', 'A1:hand'],
]

/**
 * Drag number `i` of DRAG_PLAN: presses a card of its source zone, glides to its target zone,
 * releases and waits for the drop to show; the probe records the moves and the drop, `spent`
 * the main-thread time of the moves and of the drop. The caller undoes it.
 */
export async function dragOnce(
  page: Page,
  i: number,
  cpu: CpuMeter,
  spent: { move: Cpu; drop: Cpu },
): Promise<{ id: string; from: string; landed: boolean }> {
  const [from, to] = DRAG_PLAN[i % DRAG_PLAN.length] as [string, string]
  const sources = await hittableCards(page, from)
  const id = sources[Math.floor(i / DRAG_PLAN.length) % Math.max(1, sources.length)]
  if (!id) throw new Error(`bench: no card to drag in ${from}`)
  const start = await centreOf(page, cardSelector(id))
  const end = await centreOf(page, `[data-zone="${to}"]`)
  await setProbe(page, { mode: 'drag', dropCard: id, dropFrom: from })
  await page.mouse.move(start.x, start.y)
  await page.waitForTimeout(80)
  const cpu0 = await cpu()
  await page.mouse.down()
  const nudged = nudge(start, end)
  await page.mouse.move(nudged.x, nudged.y, { steps: 3 })
  await setProbe(page, { gliding: true })
  await glide(page, nudged, end)
  await setProbe(page, { gliding: false })
  await page.waitForTimeout(50)
  const before = await probeLength(page, 'drops')
  const cpu1 = await cpu()
  addCpu(spent.move, cpu0, cpu1)
  await page.mouse.up()
  const landed = await grew(page, 'drops', before)
  addCpu(spent.drop, cpu1, await cpu())
  await setProbe(page, { mode: 'idle', dropCard: null, dropFrom: null })
  return { id, from, landed }
}

export async function run(site: Site, log: Log = () => undefined): Promise<Record<string, number>> {
  const out: Record<string, number> = {
    'CPU cores': cpus().length,
    'load average (1 min) at start': round(loadavg()[0] ?? 0),
  }
  const opened: BrowserContext[] = []
  try {
    // ---- taps: the table and the trivial page, in alternating rounds -----------------------
    log('taps: table and trivial page')
    const table = await openTable(site)
    opened.push(table.context)
    const trivial = await openPage(site, `${site.trivialUrl}/`)
    opened.push(trivial.context)
    await trivial.page.locator('button').waitFor()
    const { page } = table
    out['cards on the page'] = await page.locator('[data-card-id]').count()

    const tableTaps = await tableTapTarget(page, await cpuMeter(table.context, page))
    const trivialTaps: TapTarget = {
      page: trivial.page,
      missed: 0,
      cpu: await cpuMeter(trivial.context, trivial.page),
      spent: noCpu(),
      aim: async () => {
        await trivial.page.evaluate(() => {
          const p = (window as unknown as BenchWindow).__bench
          p.mode = 'tap'
          p.watch = document.querySelector('button')
        })
        return centreOf(trivial.page, 'button')
      },
    }
    const tapStart = await now(page)
    const trivialTapStart = await now(trivial.page)
    const tapsUntil = Date.now() + TIME_LIMIT_MS.taps
    for (let round = 0, i = 0; round < TAP_ROUNDS; round++) {
      if (round >= MINIMUM.tapRounds && Date.now() > tapsUntil) break
      for (let k = 0; k < TAPS_PER_ROUND; k++) await tapOnce(trivialTaps, i + k)
      for (let k = 0; k < TAPS_PER_ROUND; k++) await tapOnce(tableTaps, i + k)
      i += TAPS_PER_ROUND
    }
    const tapEnd = await now(page)
    const trivialTapEnd = await now(trivial.page)
    await page.waitForTimeout(100)
    const taps = await page.evaluate(() => (window as unknown as BenchWindow).__bench.taps)
    const baseTaps = await trivial.page.evaluate(
      () => (window as unknown as BenchWindow).__bench.taps,
    )

    const tapLong = await longTasksBetween(page, tapStart, tapEnd)
    out['tap → next frame, median (ms)'] = round(percentile(taps, 50))
    out['tap → next frame, p95 (ms)'] = round(percentile(taps, 95))
    out['trivial tap → next frame, median (ms)'] = round(percentile(baseTaps, 50))
    out['trivial tap → next frame, p95 (ms)'] = round(percentile(baseTaps, 95))
    out['tap median minus trivial (ms)'] = round(percentile(taps, 50) - percentile(baseTaps, 50))
    out['tap median ratio table/trivial'] = round(
      percentile(taps, 50) / percentile(baseTaps, 50),
      2,
    )
    out['taps measured'] = taps.length
    out['taps that changed nothing'] = tableTaps.missed + trivialTaps.missed
    out['tap: main-thread CPU per tap (ms)'] = round(tableTaps.spent.task / taps.length, 2)
    out['tap: of which script (ms)'] = round(tableTaps.spent.script / taps.length, 2)
    out['tap: of which style + layout (ms)'] = round(tableTaps.spent.styleLayout / taps.length, 2)
    out['tap: of which paint, compositing, the rest (ms)'] = round(
      (tableTaps.spent.task - tableTaps.spent.script - tableTaps.spent.styleLayout) / taps.length,
      2,
    )
    out['trivial tap: main-thread CPU per tap (ms)'] = round(
      trivialTaps.spent.task / baseTaps.length,
      2,
    )
    const tapShown = await presentedBetween(page, 'click', tapStart, tapEnd)
    const trivialTapShown = await presentedBetween(
      trivial.page,
      'click',
      trivialTapStart,
      trivialTapEnd,
    )
    out['tap → presented (Event Timing), median (ms)'] = round(percentile(tapShown, 50))
    out['trivial tap → presented (Event Timing), median (ms)'] = round(
      percentile(trivialTapShown, 50),
    )
    out['taps over 16 ms by Event Timing'] = tapShown.length
    out['trivial taps over 16 ms by Event Timing'] = trivialTapShown.length
    out['long tasks during taps'] = tapLong.count
    out['long task time during taps (ms)'] = round(tapLong.total, 0)

    // ---- drags ----------------------------------------------------------------------------
    // Each table drag is followed by one of the trivial page's box (a box moved by transform
    // straight from the pointer events): the floor of "move → next frame" on this machine.
    log(`drags: ${DRAGS} drags, each undone, each followed by a drag on the trivial page`)
    const box = await centreOf(trivial.page, '.carried')
    await setProbe(trivial.page, { mode: 'drag' })
    let missedDrops = 0
    let failedUndos = 0
    const cpu = tableTaps.cpu
    const spent = { move: noCpu(), drop: noCpu() }
    const dragStart = await now(page)
    const dragsUntil = Date.now() + TIME_LIMIT_MS.drags
    for (let i = 0; i < DRAGS; i++) {
      if (i >= MINIMUM.drags && Date.now() > dragsUntil) break
      const { id, from, landed } = await dragOnce(page, i, cpu, spent)
      if (!landed) missedDrops++
      // dnd-kit swallows clicks for a moment after a drop; then undo it.
      await page.waitForTimeout(120)
      if (landed) {
        await page.keyboard.press('Control+z')
        const back = () => page.locator(inZone(from, id)).waitFor({ timeout: 3000 })
        const undone = await back().then(
          () => true,
          async () => {
            await page.getByRole('button', { name: 'Undo', exact: true }).click()
            return back().then(
              () => true,
              () => false,
            )
          },
        )
        if (!undone) failedUndos++
        await page.waitForTimeout(100)
      }
      await trivial.page.mouse.move(box.x, box.y)
      await trivial.page.mouse.down()
      await glide(trivial.page, box, { x: box.x + 600, y: box.y + 200 })
      await trivial.page.mouse.up()
    }
    const dragEnd = await now(page)
    await page.waitForTimeout(100)
    const drag = await page.evaluate(() => {
      const p = (window as unknown as BenchWindow).__bench
      return {
        moves: p.moves,
        glideMoves: p.glideMoves,
        firstFrames: p.firstFrames,
        drops: p.drops,
      }
    })
    const baseMoves = await trivial.page.evaluate(
      () => (window as unknown as BenchWindow).__bench.moves,
    )
    await trivial.context.close()
    const dragLong = await longTasksBetween(page, dragStart, dragEnd)
    const slow = drag.moves.filter((t) => t > FRAME_MS).length
    out['drags measured'] = drag.firstFrames.length
    out['drag moves measured'] = drag.moves.length
    out['drag moves slower than a frame (%)'] = round((100 * slow) / drag.moves.length)
    out['  of the 20 moves at 60 Hz after the pick-up (%)'] = round(
      (100 * drag.glideMoves.filter((t) => t > FRAME_MS).length) / drag.glideMoves.length,
    )
    out['drag move → next frame, p95 (ms)'] = round(percentile(drag.moves, 95))
    out['trivial drag move → next frame, p95 (ms)'] = round(percentile(baseMoves, 95))
    out['trivial drag moves slower than a frame (%)'] = round(
      (100 * baseMoves.filter((t) => t > FRAME_MS).length) / baseMoves.length,
    )
    out['drag first frame, median (ms)'] = round(percentile(drag.firstFrames, 50))
    out['drag first frame, max (ms)'] = round(Math.max(...drag.firstFrames))
    out['drop → next frame, median (ms)'] = round(percentile(drag.drops, 50))
    out['drop → next frame, p95 (ms)'] = round(percentile(drag.drops, 95))
    const dropShown = await presentedBetween(page, 'pointerup', dragStart, dragEnd)
    out['drop → presented (Event Timing), median (ms)'] = round(percentile(dropShown, 50))
    out['drop → presented (Event Timing), p95 (ms)'] = round(percentile(dropShown, 95))
    out['drops over 16 ms by Event Timing'] = dropShown.length
    out['drag: main-thread CPU per move (ms)'] = round(spent.move.task / drag.moves.length, 2)
    out['drop: main-thread CPU per drop (ms)'] = round(spent.drop.task / drag.drops.length, 2)
    out['drop: of which script (ms)'] = round(spent.drop.script / drag.drops.length, 2)
    out['drop: of which style + layout (ms)'] = round(spent.drop.styleLayout / drag.drops.length, 2)
    out['drops that did not land'] = missedDrops
    out['undos that failed'] = failedUndos
    out['long tasks during drags'] = dragLong.count
    out['long task time during drags (ms)'] = round(dragLong.total, 0)
    await table.context.close()

    // ---- board ready after reload ------------------------------------------------------------
    log(`board ready: ${RELOADS} reloads`)
    const again = await openTable(site)
    opened.push(again.context)
    // The scenario's game is autosaved just after it is drawn; the reloads restore that save.
    await again.page.waitForTimeout(1500)
    const ready: number[] = []
    const curtains: number[] = []
    const boards: number[] = []
    const reloadsUntil = Date.now() + TIME_LIMIT_MS.reloads
    for (let i = 0; i < RELOADS; i++) {
      if (i >= MINIMUM.reloads && Date.now() > reloadsUntil) break
      const { curtain, board } = await reloadOnce(again.page)
      curtains.push(curtain)
      boards.push(board)
      ready.push(curtain + board)
    }
    out['board ready after reload, median (ms)'] = round(percentile(ready, 50), 0)
    out['board ready after reload, max (ms)'] = round(Math.max(...ready), 0)
    out['  of which reload → curtain, median (ms)'] = round(percentile(curtains, 50), 0)
    out['  of which confirm → board, median (ms)'] = round(percentile(boards, 50), 0)
    out['reloads measured'] = ready.length
    out['load average (1 min) at end'] = round(loadavg()[0] ?? 0)
    return out
  } finally {
    for (const context of opened) await context.close().catch(() => undefined)
  }
}
