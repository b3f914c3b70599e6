/**
 * The built app (dist/) served beside the game server on the same port (npm run serve): express's
 * own static files, and index.html for any other page address, so a join link opens the app.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import express, { type Application } from 'express'

export function serveApp(app: Application, distDir: string): void {
  const root = resolve(distDir)
  const index = join(root, 'index.html')
  if (!existsSync(index)) {
    throw new Error(`No built app in ${root}: run "npm run build" first (npm run serve does).`)
  }
  app.use(express.static(root, { index: 'index.html' }))
  // A page address the app handles itself (a join link): the app's one page. A missing file
  // (a name with an extension) stays a 404, so a stale asset fails plainly.
  app.use((req, res, next) => {
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.path) || !req.accepts('html'))
      return next()
    res.sendFile(index)
  })
}
