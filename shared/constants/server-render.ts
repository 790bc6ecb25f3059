/**
 * The page the server renders (docs/decisions/048-server-render-and-hydrate.md) carries the query cache its
 * markup was rendered from in `<script type="application/json" id="…">` (data, never run, so the
 * Content-Security-Policy's ban on inline scripts does not apply); the browser hydrates with it.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
