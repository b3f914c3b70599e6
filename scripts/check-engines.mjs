/**
 * Whether the Node.js versions package.json's `engines` names (and the README repeats) are ones
 * every installed package says it supports: the lowest version of each part of the range must
 * satisfy each package's own `engines.node`. Also says whether the Node running it is in the
 * range. Exit 1 when the claim is wrong, naming the packages that disagree (issue 37).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'

const root = JSON.parse(readFileSync('package.json', 'utf8'))
const claimed = root.engines?.node ?? ''
/** The lowest version of each alternative of the range: "^22.13.0 || >=24" → 22.13.0, 24.0.0. */
const lows = claimed.split('||').map((part) => semver.minVersion(part.trim())?.version ?? '')

const disagree = []
let checked = 0
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue
    const path = join(dir, name)
    if (name.startsWith('@')) {
      walk(path)
      continue
    }
    const file = join(path, 'package.json')
    if (!existsSync(file)) continue
    const pkg = JSON.parse(readFileSync(file, 'utf8'))
    const range = pkg.engines?.node
    if (typeof range === 'string' && range.trim() !== '') {
      checked++
      const refused = lows.filter((low) => !semver.satisfies(low, range))
      if (refused.length > 0) disagree.push(`${pkg.name}@${pkg.version} needs ${range}`)
    }
    if (existsSync(join(path, 'node_modules'))) walk(join(path, 'node_modules'))
  }
}
walk('node_modules')

const readme = readFileSync('README.md', 'utf8')
const running = process.versions.node
console.log(`engines.node "${claimed}" checked against ${checked} packages' own engines`)
console.log(
  semver.satisfies(running, claimed)
    ? `Node ${running} is in the range`
    : `Node ${running} is outside the range: the packages listed in docs/development.md warn (EBADENGINE)`,
)
if (!readme.includes(`\`${claimed}\``)) disagree.push(`README.md does not name "${claimed}"`)
if (lows.includes('') || disagree.length > 0) {
  console.error(`Node versions claimed wrongly:\n  ${disagree.join('\n  ')}`)
  process.exit(1)
}
