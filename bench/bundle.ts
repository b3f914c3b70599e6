/**
 * What the production build costs to download (gzip -9, node:zlib), from the built index.html:
 *  - first screen: the JS and CSS the page requests before its first paint: the entry script,
 *    its static imports (Vite's manifest, modulepreload links, and `import … from "./x.js"` in
 *    the code), stylesheets. The request count is those JS and CSS files (index.html itself and
 *    the icon are not counted).
 *  - everything else in the build (lazy chunks, workers, JSON, images), fonts apart;
 *  - third-party URLs (http:, https:, //) in the HTML and every CSS file: fonts and stylesheets
 *    must come from the app itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, posix, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1024
const FONT = new Set(['.woff2', '.woff', '.ttf', '.otf', '.eot'])
const THIRD_PARTY = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i

const gzipKB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / KB
const round = (value: number, digits = 1) => Number(value.toFixed(digits))

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(path))
    else out.push(path)
  }
  return out
}

/** The attributes of every `<tag …>` in the HTML. */
function tags(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = []
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {}
    for (const a of (m[1] ?? '').matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    ))
      attrs[(a[1] ?? '').toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? ''
    out.push(attrs)
  }
  return out
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export async function run(distDir: string): Promise<Record<string, number>> {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) throw new Error(`bench: no build at ${distDir}`)
  const html = readFileSync(indexPath, 'utf8')
  /** A URL in the HTML or a chunk, as a path inside the build ('assets/x.js'). */
  const local = (url: string, from = '') =>
    url.startsWith('/') ? url.slice(1) : posix.normalize(posix.join(posix.dirname(from), url))

  const first = new Set<string>()
  const thirdParty: string[] = []
  const scripts = tags(html, 'script')
  const links = tags(html, 'link')
  for (const s of scripts) if (s['src']) first.add(local(s['src']))
  for (const l of links) {
    const rel = (l['rel'] ?? '').toLowerCase().split(/\s+/)
    const href = l['href'] ?? ''
    if (THIRD_PARTY.test(href)) thirdParty.push(href)
    if (rel.includes('modulepreload') || rel.includes('stylesheet')) first.add(local(href))
  }
  for (const s of scripts) if (s['src'] && THIRD_PARTY.test(s['src'])) thirdParty.push(s['src'])

  // Static imports of the entry, from Vite's manifest when the build wrote one.
  const manifestPath = join(distDir, '.vite/manifest.json')
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || first.has(chunk.file)) return
      first.add(chunk.file)
      for (const css of chunk.css ?? []) first.add(css)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isEntry || !chunk.src?.endsWith('.html')) continue
      first.delete(chunk.file)
      visit(key)
    }
  }
  // …and from the code itself, whatever the manifest says.
  const pending = [...first].filter((f) => f.endsWith('.js'))
  while (pending.length > 0) {
    const file = pending.pop() as string
    const path = join(distDir, file)
    if (!existsSync(path)) continue
    const code = readFileSync(path, 'utf8')
    for (const m of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      const dep = local(m[1] ?? '', file)
      if (!first.has(dep)) {
        first.add(dep)
        if (dep.endsWith('.js')) pending.push(dep)
      }
    }
  }
  const missing = [...first].filter((f) => !existsSync(join(distDir, f)))
  if (missing.length > 0)
    throw new Error(`bench: index.html asks for missing ${missing.join(', ')}`)

  let firstJs = 0
  let firstCss = 0
  let requests = 0
  for (const file of first) {
    const kb = gzipKB(readFileSync(join(distDir, file)))
    if (file.endsWith('.css')) firstCss += kb
    else firstJs += kb
    if (/\.(m?js|css)$/.test(file)) requests++
  }

  // The language's words: main.tsx awaits the English catalogs (a lazy chunk, and what it
  // imports) before the first render, so they are part of the first screen too.
  const words = new Set<string>()
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || first.has(chunk.file) || words.has(chunk.file)) return
      words.add(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit('src/i18n/locales/en/index.ts')
  }
  let wordsKB = 0
  for (const file of words) wordsKB += gzipKB(readFileSync(join(distDir, file)))

  let restKB = 0
  let restFiles = 0
  let fontKB = 0
  let fonts = 0
  const css: string[] = []
  for (const path of filesUnder(distDir)) {
    const file = relative(distDir, path).split('\\').join('/')
    if (file.startsWith('.vite/') || file === 'index.html') continue
    if (file.endsWith('.css')) css.push(readFileSync(path, 'utf8'))
    if (FONT.has(extname(file))) {
      fonts++
      fontKB += statSync(path).size / KB
    } else if (!first.has(file) && !words.has(file)) {
      restFiles++
      restKB += gzipKB(readFileSync(path))
    }
  }
  for (const sheet of css) {
    for (const m of sheet.matchAll(
      /url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']/g,
    )) {
      const url = (m[1] ?? m[2] ?? '').trim()
      if (THIRD_PARTY.test(url)) thirdParty.push(url)
    }
  }
  if (thirdParty.length > 0)
    console.warn(`bench: third-party URLs in the build: ${thirdParty.join(', ')}`)

  return {
    'first screen JS+CSS gzip (KB)': round(firstJs + firstCss),
    'first screen JS gzip (KB)': round(firstJs),
    'first screen CSS gzip (KB)': round(firstCss),
    'first screen requests (JS+CSS)': requests,
    'English words before first render, gzip (KB)': round(wordsKB),
    'first screen with its words, gzip (KB)': round(firstJs + firstCss + wordsKB),
    'first screen requests with its words': requests + words.size,
    'index.html gzip (KB)': round(gzipKB(Buffer.from(html))),
    'later files (lazy chunks, workers, JSON…)': restFiles,
    'later files gzip (KB)': round(restKB),
    'font files': fonts,
    'font files size (KB, as built)': round(fontKB),
    'third-party URLs in HTML/CSS': thirdParty.length,
  }
}
