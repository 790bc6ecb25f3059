/**
 * Focus rings for keyboard users only. Some widgets (Radix tabs, menus) move focus from script on a pointer
 * press, and browsers then match :focus-visible as if the keyboard had moved it: a click on a tab left a
 * 2 px ring. While the last input was a pointer, <html data-input="pointer"> hides those rings; the first key
 * press shows them again.
 */
export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const onPointer = () => {
    root.dataset.input = 'pointer';
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.metaKey || event.altKey || event.ctrlKey) return;
    delete root.dataset.input;
  };
  window.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
  window.addEventListener('keydown', onKey, { capture: true });
  return () => {
    window.removeEventListener('pointerdown', onPointer, { capture: true });
    window.removeEventListener('keydown', onKey, { capture: true });
  };
}
