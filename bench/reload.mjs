// node bench/reload.mjs: only "board ready after a reload" (bench/browser.ts's reloadOnce), for
// iterating on it under `flock /tmp/bench.lock`; the figure that counts is `npm run bench`'s.
// Builds the app for production (BENCH_REUSE_BUILD=1 reuses a build kept by BENCH_KEEP_BUILD=1),
// reloads the late game RELOADS times (default 15) and prints the medians, with where the time of
// a reload went, on the page's clock (median over the reloads):
//  - navigation timing, the app's chunks (resource timing), any performance.mark, the probe's
//    curtain and board frames, long tasks, and the page before the reload (when it was hidden);
//  - BENCH_TRACE=<file.json>: TRACE_RELOADS (1) more reloads traced (devtools.timeline; JS samples
//    with BENCH_TRACE_JS=1; more categories in BENCH_TRACE_MORE), for bench/traceSummary.mjs;
//  - BENCH_PROFILE=<prefix>: one more reload with two JS CPU profiles, reload → curtain and
//    confirm → board, for bench/profileSummary.mjs (BENCH_RENDER_NAMES=1 keeps names readable).
/* global window, addEventListener */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const RELOADS = Number(process.env.RELOADS ?? 15)
const log = (m) => console.error(`reload: ${m}`)

const server = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, watch: null },
  appType: 'custom',
})
const bench = await server.ssrLoadModule('/bench/browser.ts')
const site = await bench.prepare(root, log)
const median = (xs) => bench.round(bench.percentile(xs, 50), 0)

/** In the page, after the board: when each chunk arrived, when the curtain's DOM appeared. */
function details() {
  const out = {}
  for (const e of performance.getEntriesByType('resource')) {
    const name = e.name
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\./, '.')
    out[`res ${name}`] = [Math.round(e.startTime), Math.round(e.responseEnd)]
  }
  const nav = performance.getEntriesByType('navigation')[0]
  if (nav)
    for (const k of [
      'unloadEventEnd',
      'workerStart',
      'fetchStart',
      'responseStart',
      'responseEnd',
      'domInteractive',
      'domContentLoadedEventEnd',
    ])
      out[`nav ${k}`] = Math.round(nav[k])
  for (const m of performance.getEntriesByType('mark'))
    out[`mark ${m.name}`] = Math.round(m.startTime)
  for (const [i, [start, dur]] of (window.__long ?? []).entries())
    if (i < 6) out[`long task ${i}`] = [Math.round(start), Math.round(start + dur)]
  if (window.__old) {
    out['old page hidden'] = window.__old.hidden
    for (const [i, [s, d]] of window.__old.long.entries()) out[`old long task ${i}`] = [s, s + d]
  }
  const p = window.__bench
  // Whatever the page was busy with when the confirm came, and the time from the curtain's first
  // frame to the click (the bench's own round trips).
  if (p?.confirmAt && p.curtainFrame) {
    out['curtain frame → click'] = Math.round(p.confirmAt - p.curtainFrame)
    const busy = (window.__long ?? []).find(([s, d]) => s < p.confirmAt && s + d > p.confirmAt)
    out['long task under the click: started before it'] = busy
      ? Math.round(p.confirmAt - busy[0])
      : 0
  }
  for (const k of ['curtainFrame', 'confirmAt', 'boardDom', 'boardFrame'])
    if (p?.[k]) out[`probe ${k}`] = Math.round(p[k])
  return out
}

/** Watches one table's reloads: the probe's figures plus the details above. */
async function openSide(name, url) {
  const { context, page } = await bench.openTable({ ...site, appUrl: url })
  // When the new document's first script ran, and its long tasks (the bench's probe has them too).
  await context.addInitScript(() => {
    performance.mark('P document start')
    window.__long = []
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
    // The document before this one: when it was hidden, and its long tasks, on this clock.
    const was = sessionStorage.getItem('bench:old')
    if (was) {
      const old = JSON.parse(was)
      const at = (t) => Math.round(t - performance.timeOrigin)
      window.__old = {
        hidden: at(old.hidden),
        long: old.long.map(([s, d]) => [at(s), Math.round(d)]),
      }
    }
    addEventListener('pagehide', () => {
      const abs = (t) => performance.timeOrigin + t
      sessionStorage.setItem(
        'bench:old',
        JSON.stringify({
          hidden: abs(performance.now()),
          long: window.__long.slice(-4).map(([s, d]) => [abs(s), d]),
        }),
      )
    })
  })
  await page.waitForTimeout(1500)
  // BENCH_CPU=1: the page's main-thread time from the confirm to the board (Chrome's metrics in
  // thread time, which the machine's load stretches less than the wall clock); it costs a round
  // trip to the browser before each click.
  const cpu = process.env.BENCH_CPU ? await bench.cpuMeter(context, page) : null
  return { name, context, page, cpu, curtains: [], boards: [], ready: [], marks: {} }
}

const med = (xs) =>
  Array.isArray(xs[0])
    ? `${median(xs.map((x) => x[0]))}→${median(xs.map((x) => x[1]))}`
    : median(xs)

function report(side) {
  const at = (x) => (Array.isArray(x[1][0]) ? x[1][0][1] : x[1][0])
  console.log(`---- ${side.name}`)
  for (const [k, v] of Object.entries(side.marks).sort((a, b) => at(a) - at(b)))
    if (!process.env.BENCH_QUIET || k.startsWith('cpu')) console.log(`  ${k.padEnd(48)} ${med(v)}`)
  const r = (xs) => bench.round(Math.max(...xs), 0)
  console.log(`board ready median ${median(side.ready)} max ${r(side.ready)}`)
  console.log(
    `  reload → curtain median ${median(side.curtains)}  [${side.curtains.map((x) => x.toFixed(0))}]`,
  )
  console.log(
    `  confirm → board median ${median(side.boards)}  [${side.boards.map((x) => x.toFixed(0))}]`,
  )
}

const extra = []
try {
  log(`load ${loadavg()[0].toFixed(2)}`)
  // BENCH_COMPARE=<other builds' folders, comma-separated>: their reloads alternate with this
  // build's, so all see the same load (build it with `npx vite build --outDir <folder>` from the other commit).
  const sides = [await openSide('this build', site.appUrl)]
  for (const dir of process.env.BENCH_COMPARE?.split(',') ?? []) {
    const other = await bench.serve(dir, true)
    extra.push(other)
    sides.push(await openSide(dir, other.url))
  }
  for (let i = 0; i < RELOADS; i++) {
    const turn = i % sides.length
    for (const side of [...sides.slice(turn), ...sides.slice(0, turn)]) {
      let before = null
      const start = side.cpu ? await side.cpu() : null
      const { curtain, board } = await bench.reloadOnce(
        side.page,
        side.cpu ? async () => void (before = await side.cpu()) : undefined,
      )
      if (side.cpu) {
        // Chrome's counters start again with the new document: what the reload's page ran by the
        // curtain (the old page's teardown is not in it).
        if (before.task < start.task) {
          ;(side.marks['cpu reload → curtain: task'] ??= []).push(before.task)
          ;(side.marks['cpu reload → curtain: script'] ??= []).push(before.script)
        }
        const after = await side.cpu()
        ;(side.marks['cpu confirm → board: task'] ??= []).push(after.task - before.task)
        ;(side.marks['cpu confirm → board: script'] ??= []).push(after.script - before.script)
        ;(side.marks['cpu confirm → board: style+layout'] ??= []).push(
          after.styleLayout - before.styleLayout,
        )
      }
      side.curtains.push(curtain)
      side.boards.push(board)
      side.ready.push(curtain + board)
      for (const [k, v] of Object.entries(await side.page.evaluate(details)))
        (side.marks[k] ??= []).push(v)
    }
  }
  const { context, page } = sides[0]
  if (process.env.BENCH_TRACE) {
    const cdp = await context.newCDPSession(page)
    const chunks = []
    cdp.on('Tracing.dataCollected', (e) => chunks.push(...e.value))
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.execute',
          'v8',
          ...(process.env.BENCH_TRACE_JS ? ['disabled-by-default-v8.cpu_profiler'] : []),
          'blink.user_timing',
          'loading',
          'toplevel',
          'v8.gc',
          'disabled-by-default-v8.gc',
          'blink_gc',
          ...(process.env.BENCH_TRACE_MORE ? process.env.BENCH_TRACE_MORE.split(',') : []),
        ],
      },
    })
    let traced
    for (let i = 0; i < Number(process.env.TRACE_RELOADS ?? 1); i++) {
      traced = await bench.reloadOnce(page)
      log(`traced reload: curtain ${traced.curtain.toFixed(0)} + board ${traced.board.toFixed(0)}`)
    }
    await cdp.send('Tracing.end')
    await done
    writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents: chunks }))
  }
  if (process.env.BENCH_PROFILE) {
    // Two JS profiles (1 ms sampling): the reload up to the curtain, and the confirm → the board.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.reload({ waitUntil: 'commit' })
    await page.waitForFunction(() => window.__bench?.curtainFrame ?? null)
    const { profile: toCurtain } = await cdp.send('Profiler.stop')
    await cdp.send('Profiler.start')
    await page.locator('.handoff-confirm').click()
    await page.waitForFunction(() => window.__bench?.boardFrame ?? null)
    const { profile: toBoard } = await cdp.send('Profiler.stop')
    writeFileSync(`${process.env.BENCH_PROFILE}-curtain.cpuprofile`, JSON.stringify(toCurtain))
    writeFileSync(`${process.env.BENCH_PROFILE}-board.cpuprofile`, JSON.stringify(toBoard))
  }
  for (const side of sides) report(side)
  for (const side of sides) await side.context.close()
  console.log(`load at end ${loadavg()[0].toFixed(2)}`)
} finally {
  for (const other of extra) await other.close()
  await site.close()
  await server.close()
}
