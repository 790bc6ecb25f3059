/**
 * Lesson figures are SVG files we serve ourselves (content/figures, served at /figures/). Module HTML
 * may reference them only by this path: the server stores `/figures/<name>.<hash>.svg` so the file can be
 * cached as immutable; the content as written uses `/figures/<name>.svg`.
 */
export const FIGURE_SRC_PATTERN = /^\/figures\/[a-z0-9-]+(\.[0-9a-f]{12})?\.svg$/;
