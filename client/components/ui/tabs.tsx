import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, useContext, useDeferredValue, useMemo, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The tab selected (the tap's own update) and the panel on screen (the tapped tab's once its render is done). */
const Panels = createContext<{ selected?: string; shown?: string }>({});

/**
 * A tap on a tab paints at once (Interaction to Next Paint, docs/decisions/048-server-render-and-hydrate.md):
 * the tab shows as selected in the tap's own small update, and the panel it opens renders in the background
 * (`useDeferredValue`, a render that yields to the browser). Until that render is done the previous panel
 * stays on screen, so nothing blanks.
 */
export function Tabs({ value, defaultValue, onValueChange, children, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  // Uncontrolled tabs keep their state here, so a tap re-renders these tabs, not the screen around them.
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const shown = useDeferredValue(selected);
  const panels = useMemo(() => ({ selected, shown }), [selected, shown]);
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsPrimitive.Root value={selected} onValueChange={select} {...props}>
      <Panels.Provider value={panels}>{children}</Panels.Provider>
    </TabsPrimitive.Root>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  // On the narrowest phones a long row of tabs scrolls inside its own bar instead of widening the page.
  return <TabsPrimitive.List className={cn('inline-flex w-full items-center gap-1 overflow-x-auto rounded-full bg-muted p-1 [scrollbar-width:none]', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, value, forceMount, children, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  const { selected, shown } = useContext(Panels);
  // While the tapped tab's panel renders in the background: the previous panel stays shown, the new one
  // (unless it is kept mounted anyway) is empty until its background render.
  const isLeaving = shown !== undefined && shown === value && selected !== value;
  const isArriving = shown !== undefined && shown !== value && selected === value && !forceMount;
  return (
    <TabsPrimitive.Content value={value} forceMount={isLeaving || forceMount ? true : undefined} className={cn('mt-4 focus-visible:outline-none', className, isLeaving && '!block')} {...props}>
      {isArriving ? null : children}
    </TabsPrimitive.Content>
  );
}
