// node bench/traceSummary.mjs <trace.json>: where a traced reload's main-thread time went
// (bench/reload.mjs BENCH_TRACE). Prints the renderer main thread's tasks over 1 ms from the last
// navigation on, with the scripts, style, layout and paint inside each, times from the navigation.
import { readFileSync } from 'node:fs'

const events = JSON.parse(readFileSync(process.argv[2], 'utf8')).traceEvents
const threads = new Map()
for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name)
const mains = [...threads].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k)
const byThread = new Map()
for (const e of events) {
  const k = `${e.pid}:${e.tid}`
  if (!mains.includes(k)) continue
  if (!byThread.has(k)) byThread.set(k, [])
  byThread.get(k).push(e)
}
// The page's main thread: the one with the most tasks.
const [, main] = [...byThread].sort((a, b) => b[1].length - a[1].length)[0]
// The reload's own navigation (the page's performance.now() origin): the last with a URL.
const t0 = Math.max(
  ...main
    .filter(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
    )
    .map((e) => e.ts),
)
const ms = (us) => (us / 1000).toFixed(1)
const tasks = main
  .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
  .filter((e) => e.ts >= t0 - 50_000 && e.dur >= 1000)
  .sort((a, b) => a.ts - b.ts)
const inner = main.filter((e) => e.ph === 'X' && e.name !== 'RunTask')
const KEEP = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'BlinkGC.AtomicPhase',
  'v8.run',
  'RunMicrotasks',
  'ScheduleStyleRecalculation',
  'HitTest',
  'PaintImage',
  'Decode Image',
  'ResourceSendRequest',
  'ResourceReceiveResponse',
])
let total = 0
for (const t of tasks) {
  total += t.dur
  const parts = inner
    .filter((e) => KEEP.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur >= 500)
    .map((e) => {
      const d = e.args?.data ?? {}
      const what = d.url ? d.url.split('/').pop() : d.functionName || d.type || ''
      return `${e.name}${what ? `(${what})` : ''} ${ms(e.dur)}`
    })
  console.log(
    `${ms(t.ts - t0).padStart(7)} +${ms(t.dur).padStart(6)}  ${parts.slice(0, 12).join(', ')}`,
  )
}
console.log(`tasks ≥ 1 ms from the navigation: ${ms(total)} ms`)
