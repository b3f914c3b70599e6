/**
 * A view sent as the change from the last one (issue 25): a whole view of the sample game is
 * about 135 KB, and the server sent one to every device after every move — most of a move's
 * cost on the server, on the devices and on the network (bench/README.md). Both views share
 * every unchanged part by identity (viewFor's `previous`, viewSharing.ts), so the change is
 * found by walking only what is not the same object: a key set or removed, an array grown at
 * its end, an item changed. The game server makes the patch; the remote session applies it to
 * the view it holds, copying only the objects on each changed path. Pure, no engine rules.
 */
export type Path = (string | number)[]

/** Set the value at `p`, delete it (`d`), or append items to the array there (`a`). */
export type PatchOp = { p: Path; v: unknown } | { p: Path; d: 1 } | { p: Path; a: unknown[] }

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** The operations that turn `before` into `after`. */
export function diffView(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = []
  walk(before, after, [], ops)
  return ops
}

function walk(a: unknown, b: unknown, path: Path, ops: PatchOp[]): void {
  if (Object.is(a, b)) return
  if (isRecord(a) && isRecord(b)) {
    for (const key of Object.keys(b)) {
      if (Object.hasOwn(a, key)) walk(a[key], b[key], [...path, key], ops)
      else ops.push({ p: [...path, key], v: b[key] })
    }
    for (const key of Object.keys(a))
      if (!Object.hasOwn(b, key)) ops.push({ p: [...path, key], d: 1 })
    return
  }
  if (Array.isArray(a) && Array.isArray(b) && b.length >= a.length) {
    if (b.length === a.length) {
      for (let i = 0; i < b.length; i++) walk(a[i], b[i], [...path, i], ops)
      return
    }
    if (a.every((item, i) => Object.is(item, b[i]))) {
      ops.push({ p: path, a: b.slice(a.length) })
      return
    }
  }
  ops.push({ p: path, v: b })
}

/** `view` with the operations applied; every object off their paths is the same object. */
export function applyViewPatch<T>(view: T, ops: readonly PatchOp[]): T {
  let out: unknown = view
  for (const op of ops) out = setIn(out, op.p, 0, op)
  return out as T
}

function setIn(node: unknown, path: Path, at: number, op: PatchOp): unknown {
  if (at === path.length) {
    if ('a' in op) return [...(node as unknown[]), ...op.a]
    return 'v' in op ? op.v : undefined
  }
  const key = path[at] as string | number
  if (Array.isArray(node)) {
    const copy = node.slice()
    copy[key as number] = setIn(node[key as number], path, at + 1, op)
    return copy
  }
  const copy = { ...(node as Record<string, unknown>) }
  if ('d' in op && at === path.length - 1) delete copy[key]
  else copy[key] = setIn((node as Record<string, unknown>)[key], path, at + 1, op)
  return copy
}
