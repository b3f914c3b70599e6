import { useMediaQuery } from '../common/useMediaQuery'

/**
 * Whether the side column stands beside the table (table.css: wider than 700 px) rather than
 * below it, as on a phone. Where nothing can tell (tests), beside.
 */
export function useSideColumnBeside(): boolean {
  return useMediaQuery('(min-width: 701px)', true)
}
