/**
 * What the malformed-input tests send (issue 35), shared by the in-process test and the one
 * against real processes: addresses that do not decode or mean nothing, bodies that are no
 * options, and a stand-in for the built app so the app's file routes are asked too.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveApp } from '../../server/appFiles'
import type { GameServerOptions } from '../../server/gameServer'
import { bootGameServer, tempDataDir, type Booted } from './boot'

/** Malformed or meaningless addresses on every route: the rooms API, the matchmaker, files. */
export const MALFORMED_PATHS = [
  '/api/rooms/%E0%A4%A',
  '/api/rooms/%',
  '/api/rooms/%00%ff',
  `/api/rooms/${'A'.repeat(5000)}`,
  '/matchmake/joinById/%E0%A4%A',
  '/matchmake/reconnect/%',
  '/matchmake/create/%ZZ',
  '/matchmake/%E0%A4%A/duo',
  '/matchmake/join/duo',
  '/matchmake/joinOrCreate/duo',
  '/matchmake/',
  '/matchmake/joinById/',
  '/%E0%A4%A',
  '/assets/%E0%A4%A.js',
  '/sw.js%',
  '/__healthcheck%',
  '/index.html/%C0%AF',
]

/**
 * Bodies for create, joinById and reconnect: none is a set of options a room is made with, and
 * none but `JOINS_AS_SPECTATOR` a join's (an object without a join's fields is a spectator's).
 */
export const JOINS_AS_SPECTATOR = ['no setup', 'prototype']

export const MALFORMED_BODIES: [string, string][] = [
  ['cut JSON', '{"setup":'],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"x"'],
  ['number', '1'],
  ['no setup', '{"setup":null}'],
  ['wrong types', '{"setup":{"teams":"AB"},"seats":"A1","token":5,"password":[]}'],
  ['prototype', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['deep', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['NUL', '\u0000\u0001'],
  ['long token', JSON.stringify({ token: 'x'.repeat(100_000) })],
]

/** A built app in miniature: its page, its service worker and one asset. */
export function fakeApp(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>DuoTable</title>')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dir, 'assets', 'index.js'), 'console.log("app")')
  return dir
}

/** The server as `npm run serve` runs it, serving the app in miniature, on a free port. */
export function bootWithApp(more: Partial<GameServerOptions> = {}): Promise<Booted> {
  const app = fakeApp(tempDataDir())
  return bootGameServer(tempDataDir(), { express: (express) => serveApp(express, app), ...more })
}
