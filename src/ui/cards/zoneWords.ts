import type { SearchZone } from '../search/CardSearch'

/** What the put button says for each zone: 'Put onto the battlefield'. */
export const PUT_INTO: Readonly<Record<SearchZone, string>> = {
  hand: 'Put into hand',
  battlefield: 'Put onto the battlefield',
  library: 'Put on top of library',
  graveyard: 'Put into graveyard',
  exile: 'Put into exile',
}
