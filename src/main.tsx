import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadTable } from './App'
import { startI18n } from './i18n/i18n'
import { readSaveEarly } from './store'
import { UpdateNotice } from './pwa/UpdateNotice'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A reload of a game in progress: the save, its checks, the rules and the table load while the
// words below do, not one after the other after the first render (the app's restore takes the
// save read here). A fresh visitor has no save, and its first screen loads nothing more.
void readSaveEarly().then((saved) => saved && preloadTable())
// The players' language is loaded before the first render, so no English flashes by. Not a
// top-level await: a locale chunk imports catalogs that live in this chunk, and a paused entry
// module would never finish evaluating for it.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
      <UpdateNotice />
    </StrictMode>,
  ),
)
