/**
 * The Content-Security-Policy of the built app (issue 9): scripts, styles, fonts, workers and the
 * manifest only from the app itself; data only from Scryfall's API and its bulk-data host (the
 * "Download every card" file), images only from the app, Scryfall's image host and its API (which
 * redirects there); no eval, no inline script, no plugins. vite.config.ts puts it in a <meta> of
 * the built page; the game server (server/securityHeaders.ts) sends it as a header too, with what
 * a <meta> cannot say (frame-ancestors).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https://cards.scryfall.io https://api.scryfall.com",
  "font-src 'self'",
  "connect-src 'self' https://api.scryfall.com https://data.scryfall.io",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')
