import { chromium } from '@playwright/test'
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args })
const [w,h,url,name,wait] = process.argv.slice(2)
const p = await b.newPage({ viewport: { width: +w, height: +h } })
p.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0,300)) })
p.on('pageerror', e => console.log('pageerror', e.message.slice(0,300)))
await p.goto(url)
await p.waitForTimeout(+(wait||8000))
await p.screenshot({ path: `/tmp/shots/${name}.png` })
await b.close()
