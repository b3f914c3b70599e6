/**
 * A real SIGKILL for a browser a test launched itself (issue 27: "a kill 0 ms after an action
 * loses nothing"). `context.close()` is a clean shutdown: Chromium flushes its storage on the way
 * out, so it proves nothing about a kill. The processes are found by the test's own profile
 * folder, which no other browser uses.
 *
 * A kill that kills nothing proves nothing (issue 36: on this Chromium a renderer rewrites its
 * command line into one string with spaces, so looking for the argument `--type=renderer` found
 * none, and the test passed without a signal sent). `sigkill` fails the test when it has nothing
 * to kill or a process outlives it, and says which processes it killed.
 */
import { readFileSync, readdirSync } from 'node:fs'

export interface Proc {
  pid: number
  ppid: number
  args: string[]
}

/** What a kill hits: the pid, and the process as `ps` would name it, to report. */
export interface KillTarget {
  pid: number
  what: string
}

/**
 * A process's arguments. Chromium's helpers (renderers, the zygote) set their title: the command
 * line then reads as one string with spaces instead of arguments apart.
 */
export function argsOf(cmdline: string): string[] {
  const args = cmdline.split('\0').filter(Boolean)
  return args.length === 1 ? (args[0] ?? '').split(' ').filter(Boolean) : args
}

function processes(): Proc[] {
  const found: Proc[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const args = argsOf(readFileSync(`/proc/${name}/cmdline`, 'utf8'))
      // The parent pid is the fourth field of stat, after the command name in parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      found.push({ pid: Number(name), ppid, args })
    } catch {
      // gone meanwhile
    }
  }
  return found
}

/** The browser process started with this profile folder (not one of its helpers). */
function browserOf(all: Proc[], profile: string): Proc {
  const browser = all.find(
    (p) =>
      p.args.includes(`--user-data-dir=${profile}`) && !p.args.some((a) => a.startsWith('--type=')),
  )
  if (!browser) throw new Error(`no browser runs with the profile ${profile}`)
  return browser
}

function targetOf(p: Proc): KillTarget {
  const type = p.args.find((a) => a.startsWith('--type='))?.slice('--type='.length) ?? 'browser'
  const pid = p.args.find((a) => a.startsWith('--renderer-client-id='))
  return { pid: p.pid, what: `${type} (pid ${p.pid}${pid ? `, ${pid.slice(2)}` : ''})` }
}

/**
 * The processes a kill would hit, found beforehand so the kill itself is one system call each:
 * the whole browser (a crash, the system ending the app) or only its page processes (a tab
 * killed; the browser lives on and still holds what the page handed it).
 */
export function killTarget(profile: string, what: 'browser' | 'renderers'): KillTarget[] {
  const all = processes()
  const browser = browserOf(all, profile)
  if (what === 'browser') return [targetOf(browser)]
  const mine = new Set([browser.pid])
  // Descendants, through the zygote.
  for (let grew = true; grew;) {
    grew = false
    for (const p of all) {
      if (mine.has(p.ppid) && !mine.has(p.pid)) {
        mine.add(p.pid)
        grew = true
      }
    }
  }
  return all.filter((p) => mine.has(p.pid) && p.args.includes('--type=renderer')).map(targetOf)
}

/** CPU time a process has used so far, in clock ticks (user + system, fields 14 and 15 of stat). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/**
 * The renderer of a page frozen in a busy loop: of the browser's renderers, the one that used the
 * most CPU over a moment. Only the page's own process is killed, as when one tab dies: the spare
 * process Chromium keeps for the next tab lives on, so the next tab opens as it would.
 */
export async function frozenRenderer(profile: string): Promise<KillTarget[]> {
  const renderers = killTarget(profile, 'renderers')
  const before = renderers.map(({ pid }) => cpuTicks(pid))
  await new Promise((done) => setTimeout(done, 400))
  const used = renderers.map(({ pid }, i) => cpuTicks(pid) - (before[i] ?? 0))
  const busiest = used.indexOf(Math.max(...used))
  const target = renderers[busiest]
  return target && (used[busiest] ?? 0) > 0 ? [target] : []
}

function alive(pid: number): boolean {
  try {
    // A killed child stays a zombie until the browser reaps it: that is dead too.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/**
 * SIGKILLs every target; throws when there is none, or when one still runs a second later.
 * Returns what it killed, in words, for the test to report.
 */
export async function sigkill(targets: readonly KillTarget[]): Promise<string[]> {
  if (targets.length === 0) throw new Error('nothing to kill: the test would prove nothing')
  for (const { pid } of targets) process.kill(pid, 'SIGKILL')
  for (let waited = 0; targets.some(({ pid }) => alive(pid)); waited += 20) {
    if (waited > 1000) {
      const living = targets.filter(({ pid }) => alive(pid)).map(({ what }) => what)
      throw new Error(`still running after SIGKILL: ${living.join(', ')}`)
    }
    await new Promise((done) => setTimeout(done, 20))
  }
  return targets.map(({ what }) => what)
}
