import type { SearchZone } from '../search/CardSearch'

/** The 'cards' key of what the put button says for each zone: 'Put onto the battlefield'. */
export const PUT_INTO: Readonly<Record<SearchZone, string>> = {
  hand: 'put.hand',
  battlefield: 'put.battlefield',
  library: 'put.library',
  graveyard: 'put.graveyard',
  exile: 'put.exile',
}
