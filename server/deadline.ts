/**
 * A promise that gives up after `ms` (issue 35): what waits on a Redis that answers nothing is
 * answered REDIS_DOWN in seconds. The work itself goes on; its answer is no longer awaited.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}
