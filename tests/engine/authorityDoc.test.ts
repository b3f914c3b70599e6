/**
 * docs/authority.md is the authority table everyone can read (issue 35): every action type once,
 * with the row the engine gives it, and every row and room request named by a test that exists.
 * A new action, a changed row or a renamed test fails here until the page says so too.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AUTHORITY, type ActionType } from '../../src/engine'

const page = readFileSync('docs/authority.md', 'utf8')

/** The action table's rows: | `type` | `row` | what it does | */
function listedActions(): [string, string][] {
  const rows: [string, string][] = []
  for (const line of page.split('\n')) {
    const match = /^\|\s*`([a-zA-Z]+\/[a-zA-Z]+)`\s*\|\s*`([a-zA-Z]+)`\s*\|/.exec(line)
    if (match?.[1] && match[2]) rows.push([match[1], match[2]])
  }
  return rows
}

/** The test names the page cites in its tables' last column (`row self`, `request export`). */
function citedTests(): string[] {
  return [...page.matchAll(/\|\s*`((?:row|request) [a-zA-Z]+)`\s*\|\s*$/gm)].map((m) => m[1] ?? '')
}

describe('docs/authority.md', () => {
  it('lists every action type once, with the row the engine gives it', () => {
    const listed = listedActions()
    const types = Object.keys(AUTHORITY) as ActionType[]
    expect(listed.map(([type]) => type).sort()).toEqual([...types].sort())
    for (const [type, row] of listed) expect(row, type).toBe(AUTHORITY[type as ActionType])
  })

  it('names, for each row and room request, a test that exists under that name', () => {
    const cited = citedTests()
    const rows = new Set(Object.values(AUTHORITY))
    for (const row of rows) expect(cited).toContain(`row ${row}`)
    for (const request of ['librarySearch', 'export', 'undo']) {
      expect(cited).toContain(`request ${request}`)
    }
    const tests = readFileSync('tests/server/authorityRows.test.ts', 'utf8')
    for (const name of cited) expect(tests, name).toMatch(new RegExp(`describe\\(['"]${name}:`))
  })
})
