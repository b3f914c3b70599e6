// How long after an action a whole-browser SIGKILL can still lose it (issue 27; the figures are
// in docs/architecture.md, "What survives a kill"). Serve a production build first, then:
//   npx vite build && npx vite preview --port 4173 --strictPort &
//   node bench/killWindow.mjs http://127.0.0.1:4173 10 0,10,25,50,100
// For each delay, `tries` times: "Team B: lose 1 life" is clicked, the browser process is
// SIGKILLed that many ms after the click was handled (0: as soon as Playwright hears back), the
// browser is started again on the same profile, and the life total says whether the move survived.
// Timings stretch with the machine's load: the load average is printed with each row.
// PAGE=<path> opens another page than the served root (a build served under a subpath, a flag).
import { chromium } from '@playwright/test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs } from '../scripts/chromiumArgs.mjs'

const [base, triesArg = '10', delaysArg = '0,10,25,50,100'] = process.argv.slice(2)
if (!base) {
  console.error(
    'usage: node bench/killWindow.mjs <app url> [tries] [delays in ms, comma-separated]',
  )
  process.exit(2)
}
const tries = Number(triesArg)
const delays = delaysArg.split(',').map(Number)
const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** Processes whose command line names the profile: the browser is the one without --type=. */
function withProfile(profile) {
  const found = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const argv = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')
      if (argv.includes(`--user-data-dir=${profile}`)) found.push({ pid: Number(name), argv })
    } catch {
      // gone meanwhile
    }
  }
  return found
}

const profile = mkdtempSync(join(tmpdir(), 'duotable-kill-window-'))
const launch = () =>
  chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    viewport: { width: 1600, height: 1000 },
    baseURL: base,
  })
const lifeB = (page) => page.locator('[data-team-life="B"]')
async function liftCurtain(page) {
  const hand = page.locator('[data-zone="A1:hand"]')
  const confirm = page.getByRole('button', { name: /show our side/ })
  await hand.or(confirm).first().waitFor()
  if (await confirm.isVisible()) await confirm.click()
  await hand.waitFor()
}

try {
  let context = await launch()
  let page = context.pages()[0] ?? (await context.newPage())
  await page.goto(process.env.PAGE ?? './')
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await liftCurtain(page)
  await sleep(800)
  console.log('delay (ms)  lost  kept  load average')
  for (const delay of delays) {
    let lost = 0
    let kept = 0
    for (let t = 0; t < tries; t++) {
      const start = Number(await lifeB(page).innerText())
      const browser = withProfile(profile).find((p) => !p.argv.some((a) => a.startsWith('--type=')))
      if (!browser) throw new Error('the browser process was not found')
      const box = await page.getByRole('button', { name: 'Team B: lose 1 life' }).boundingBox()
      if (!box) throw new Error('"Team B: lose 1 life" is not on screen')
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.up() // resolves once the page has handled the release and its click
      if (delay > 0) await sleep(delay)
      process.kill(browser.pid, 'SIGKILL')
      await context.close().catch(() => undefined)
      for (let k = 0; k < 100 && withProfile(profile).length > 0; k++) await sleep(50)
      context = await launch()
      page = context.pages()[0] ?? (await context.newPage())
      await page.goto(process.env.PAGE ?? './')
      await liftCurtain(page)
      if (Number(await lifeB(page).innerText()) === start - 1) kept++
      else lost++
      await sleep(800) // the replayed move's save lands before the next try
    }
    console.log(
      `${String(delay).padStart(10)}  ${String(lost).padStart(4)}  ${String(kept).padStart(4)}  ${loadavg()[0].toFixed(1)}`,
    )
  }
  await context.close()
} finally {
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}
