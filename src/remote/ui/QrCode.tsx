import { useMemo } from 'react'
import { encode } from 'uqr'

/** Quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET = 4

/**
 * A QR code of `text`, drawn as SVG from uqr's module grid (no markup from a string): dark
 * modules as one path, on white whatever the theme, so any phone camera reads it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 0 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { size: qr.size, path: d }
  }, [text])
  const box = size + 2 * QUIET
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
