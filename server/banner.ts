/**
 * What `npm run serve` prints (issue 24 item 6): the addresses other devices on the network
 * open, and a QR code of the first, so a phone at the table joins by its camera. uqr is the
 * client's QR library too (the join link's code).
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'
import { renderUnicodeCompact } from 'uqr'

type Interfaces = Record<string, NetworkInterfaceInfo[] | undefined>

/** The addresses other devices on the network can open (IPv4, not loopback). */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((net) => net.family === 'IPv4' && !net.internal)
    .map((net) => net.address)
}

export interface BannerOptions {
  port: number
  host: string
  dataDir: string
  interfaces?: Interfaces
}

/** The lines to print once the server listens. */
export function bannerLines({ port, host, dataDir, interfaces }: BannerOptions): string[] {
  const lines = [`DuoTable is being served on port ${port}; rooms are saved in ${dataDir}.`]
  const everyInterface = host === '0.0.0.0'
  const open = (everyInterface ? lanAddresses(interfaces) : [host]).map(
    (address) => `http://${address}:${port}/`,
  )
  if (everyInterface) {
    for (const url of open) lines.push(`  Open on another device on this network: ${url}`)
    lines.push(`  On this computer: http://localhost:${port}/`)
  } else {
    lines.push(`  Open: ${open[0] ?? ''}`)
  }
  const first = open[0]
  if (first && !isLoopback(host)) {
    // Light modules drawn as blocks: the code reads right on a terminal's dark background.
    lines.push('', `  Or scan this with a phone's camera (${first}):`, '')
    lines.push(...renderUnicodeCompact(first, { border: 2 }).split('\n'))
  }
  return lines
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.startsWith('127.') || host === '::1'
}
