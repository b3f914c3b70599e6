/**
 * Renders the app icons in public/icons from their SVGs with Chromium (no image library needed):
 * `node scripts/make-icons.mjs`. The PNGs are committed; run this again after changing an SVG.
 */
import { readFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumArgs } from './chromiumArgs.mjs'

const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'apple-touch-icon.png', size: 180 },
]

const dir = new URL('../public/icons/', import.meta.url)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const source = await readFile(new URL(svg, dir), 'utf8')
    const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    )
    await page.locator('img').evaluate((img) => img.decode())
    await page.screenshot({ path: new URL(png, dir).pathname, omitBackground: true })
    await page.close()
    console.log(`${png} ${size}×${size}`)
  }
} finally {
  await browser.close()
}
