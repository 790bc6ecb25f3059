/**
 * happy-dom has no layout: every scrollHeight is 0. This gives the chat's scroller
 * (data-testid="message-scroller") a simple, deterministic one: each message row is ROW_PX tall, the
 * viewport VIEW_PX, and scrollTop is clamped like a browser's. Other elements keep happy-dom's values.
 */
export const ROW_PX = 40;
export const VIEW_PX = 400;
const SCROLLER = 'message-scroller';

export function installScrollLayout(): () => void {
  const proto = HTMLElement.prototype;
  const originals = ['scrollHeight', 'clientHeight', 'scrollTop'].map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const originalScrollTo = proto.scrollTo;
  const tops = new WeakMap<HTMLElement, number>();
  const isScroller = (element: HTMLElement) => element.dataset.testid === SCROLLER;
  const heightOf = (element: HTMLElement) => element.querySelectorAll('li').length * ROW_PX;
  const clamp = (element: HTMLElement, top: number) => Math.max(0, Math.min(top, heightOf(element) - VIEW_PX));
  const fallback = (name: string) => Object.getOwnPropertyDescriptor(Element.prototype, name);

  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? heightOf(this) : (fallback('scrollHeight')?.get?.call(this) ?? 0);
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? VIEW_PX : (fallback('clientHeight')?.get?.call(this) ?? 0);
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? clamp(this, tops.get(this) ?? 0) : (fallback('scrollTop')?.get?.call(this) ?? 0);
    },
    set(this: HTMLElement, value: number) {
      if (isScroller(this)) tops.set(this, clamp(this, value));
      else fallback('scrollTop')?.set?.call(this, value);
    },
  });
  proto.scrollTo = function scrollTo(this: HTMLElement, ...args: unknown[]) {
    const [first] = args;
    if (isScroller(this) && typeof first === 'object' && first && 'top' in first) {
      this.scrollTop = Number((first as { top: number }).top);
      return;
    }
    (originalScrollTo as (...rest: unknown[]) => void).apply(this, args);
  } as typeof proto.scrollTo;

  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
    proto.scrollTo = originalScrollTo;
  };
}

/** The text of the message row at the top of the scroller's view. */
export function topVisibleRow(scroller: HTMLElement): string | undefined {
  const rows = scroller.querySelectorAll('li');
  return rows[Math.floor(scroller.scrollTop / ROW_PX)]?.textContent ?? undefined;
}
