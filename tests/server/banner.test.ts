/**
 * `npm run serve`'s start-up words (issue 24 item 6): the address other devices open, and its
 * QR code for a phone's camera.
 */
import type { NetworkInterfaceInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { renderUnicodeCompact } from 'uqr'
import { bannerLines, lanAddresses } from '../../server/banner'

const net = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  internal,
  family: 'IPv4',
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: null,
})

const interfaces = {
  lo: [net('127.0.0.1', true)],
  wlan0: [net('192.168.1.23'), { ...net('fe80::1'), family: 'IPv6' as const, scopeid: 1 }],
}

describe("npm run serve's banner", () => {
  it('lists the network address and prints its QR code', () => {
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.23'])
    const lines = bannerLines({ port: 2567, host: '0.0.0.0', dataDir: '/rooms', interfaces })
    expect(lines).toContain('  Open on another device on this network: http://192.168.1.23:2567/')
    expect(lines).toContain('  On this computer: http://localhost:2567/')
    const qr = renderUnicodeCompact('http://192.168.1.23:2567/', { border: 2 }).split('\n')
    expect(qr.length).toBeGreaterThan(10)
    expect(lines.slice(-qr.length)).toEqual(qr)
  })

  it('prints no QR code when the server listens on this computer only', () => {
    const lines = bannerLines({ port: 2567, host: '127.0.0.1', dataDir: '/rooms', interfaces })
    expect(lines).toEqual([
      'DuoTable is being served on port 2567; rooms are saved in /rooms.',
      '  Open: http://127.0.0.1:2567/',
    ])
  })
})
