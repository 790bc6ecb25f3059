/**
 * Runs in the page: React has hydrated the server's page (as e2e/support/fixtures.ts `hydrated`) and its
 * controls no longer wait for the app.
 */
export const isHydrated = () =>
  !document.documentElement.hasAttribute('data-starting') &&
  ['main', 'root'].every((id) => {
    let element: Element | null = document.getElementById(id);
    if (!element) return id === 'main';
    while (element.lastElementChild) element = element.lastElementChild;
    return Object.keys(element).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));
  });
