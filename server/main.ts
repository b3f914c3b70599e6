/**
 * `npm run serve`: the built app and the game server on one port, for the devices of a local
 * network (issue 24). Prints the address the other devices open. Settings from the environment:
 * PORT (default 2567), HOST (default every interface, so phones on the network reach it),
 * DUOTABLE_DATA (where rooms are saved; default .duotable-rooms in the working directory).
 */
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { serveApp } from './appFiles'
import { createGameServer, resumeRooms } from './gameServer'

const port = Number(process.env['PORT'] ?? 2567)
const host = process.env['HOST'] ?? '0.0.0.0'
const dataDir = resolve(process.env['DUOTABLE_DATA'] ?? '.duotable-rooms')

/** The addresses other devices on the network can open (IPv4, not loopback). */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((net) => net.family === 'IPv4' && !net.internal)
    .map((net) => net.address)
}

const gameServer = createGameServer({ dataDir, express: (app) => serveApp(app, resolve('dist')) })
await gameServer.listen(port, host)
const { resumed, failed } = await resumeRooms(dataDir)

console.log(`DuoTable is being served on port ${port}; rooms are saved in ${dataDir}.`)
if (host === '0.0.0.0') {
  for (const address of lanAddresses()) {
    console.log(`  Open on another device on this network: http://${address}:${port}/`)
  }
  console.log(`  On this computer: http://localhost:${port}/`)
} else {
  console.log(`  Open: http://${host}:${port}/`)
}
if (resumed.length > 0) console.log(`Resumed ${resumed.length} room(s): ${resumed.join(', ')}`)
for (const { roomId, problem } of failed) console.error(`Room ${roomId} not resumed: ${problem}`)
