import { useMediaQuery } from '../common/useMediaQuery'

/**
 * Whether the side column stands beside the table rather than below it, as on a phone: the
 * complement of table.css's `(max-width: 700px)`, fractional widths included. Where nothing can
 * tell (tests), beside.
 */
export function useSideColumnBeside(): boolean {
  return !useMediaQuery('(max-width: 700px)', false)
}
