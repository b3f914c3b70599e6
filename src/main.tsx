import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { startI18n } from './i18n/i18n'
import { UpdateNotice } from './pwa/UpdateNotice'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
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
