// Sums Vitest's and Playwright's JSON reports into the one line CI reads.
import { existsSync, readFileSync } from 'node:fs'

const args = process.argv.slice(2)
let extra = 0
const files = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--extra-failures') extra = Number(args[++i] ?? 0)
  else files.push(args[i])
}

let passed = 0
let failed = 0

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') passed++
        else if (test.status === 'unexpected') failed++
      }
    }
    countPlaywright(suite.suites)
  }
}

for (const file of files) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests
    failed += report.numFailedTests
  } else if (report.suites) {
    countPlaywright(report.suites)
  }
}

const total = failed + (failed === 0 ? extra : 0)
console.log(`Tests: ${passed} passed, ${total} failed`)
