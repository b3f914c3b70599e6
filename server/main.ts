/**
 * `npm run serve`: the built app and the game server on one port, for the devices of a local
 * network (issue 24). Prints the address the other devices open and its QR code (banner.ts).
 * Settings from the environment: PORT (default 2567), HOST (default every interface, so phones on the network reach it),
 * DUOTABLE_DATA (where rooms are saved; default .duotable-rooms in the working directory).
 */
import { resolve } from 'node:path'
import { serveApp } from './appFiles'
import { bannerLines } from './banner'
import { createGameServer, resumeRooms } from './gameServer'

const port = Number(process.env['PORT'] ?? 2567)
const host = process.env['HOST'] ?? '0.0.0.0'
const dataDir = resolve(process.env['DUOTABLE_DATA'] ?? '.duotable-rooms')

const gameServer = createGameServer({
  dataDir,
  express: (app) => serveApp(app, resolve('dist')),
  log: (line) => console.log(line),
})
await gameServer.listen(port, host)
const { resumed, failed } = await resumeRooms(dataDir)

for (const line of bannerLines({ port, host, dataDir })) console.log(line)
if (resumed.length > 0) console.log(`Resumed ${resumed.length} room(s): ${resumed.join(', ')}`)
for (const { roomId, problem } of failed) console.error(`Room ${roomId} not resumed: ${problem}`)
