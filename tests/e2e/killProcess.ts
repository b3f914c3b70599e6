/**
 * A real SIGKILL for a browser a test launched itself (issue 27: "a kill 0 ms after an action
 * loses nothing"). `context.close()` is a clean shutdown: Chromium flushes its storage on the way
 * out, so it proves nothing about a kill. The processes are found by the test's own profile
 * folder, which no other browser uses.
 */
import { readdirSync, readFileSync } from 'node:fs'

interface Proc {
  pid: number
  ppid: number
  args: string[]
}

function processes(): Proc[] {
  const found: Proc[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean)
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

/**
 * The pids a kill would hit, found beforehand so the kill itself is one system call: the whole
 * browser (a crash, the system ending the app) or only its page processes (a tab killed; the
 * browser lives on and still holds what the page handed it).
 */
export function killTarget(profile: string, what: 'browser' | 'renderers'): number[] {
  const all = processes()
  const browser = browserOf(all, profile).pid
  if (what === 'browser') return [browser]
  const mine = new Set([browser])
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
  return all.filter((p) => mine.has(p.pid) && p.args.includes('--type=renderer')).map((p) => p.pid)
}

export function sigkill(pids: readonly number[]): void {
  for (const pid of pids) process.kill(pid, 'SIGKILL')
}
