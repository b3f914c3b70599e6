// node bench/profileSummary.mjs <file.cpuprofile> [n]: a V8 CPU profile's self time by function
// (name, file, line) and its total time by the outermost app frames, biggest first.
import { readFileSync } from 'node:fs'

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const top = Number(process.argv[3] ?? 30)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const self = new Map()
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
  self.set(id, (self.get(id) ?? 0) + dt)
})
const label = (n) => {
  const f = n.callFrame
  const file = f.url ? f.url.split('/').pop() : ''
  return `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
}
const selfBy = new Map()
let total = 0
for (const [id, t] of self) {
  total += t
  const key = label(byId.get(id))
  selfBy.set(key, (selfBy.get(key) ?? 0) + t)
}
console.log(`sampled ${total.toFixed(1)} ms`)
for (const [k, t] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${t.toFixed(1).padStart(7)}  ${k}`)
// Total (inclusive) time per function, counted once per sample.
const incl = new Map()
for (const [id, t] of self) {
  const seen = new Set()
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = label(byId.get(at))
    if (seen.has(key)) continue
    seen.add(key)
    incl.set(key, (incl.get(key) ?? 0) + t)
  }
}
console.log('--- inclusive')
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${t.toFixed(1).padStart(7)}  ${k}`)
