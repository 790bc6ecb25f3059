import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn, initials } from '@/lib/utils';

/** An image with a placeholder (initials) when it is missing or broken (docs/product.md section 8). */
export function Avatar({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-coral-soft', className)}>
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center text-sm font-bold text-primary" delayMs={src ? 300 : 0}>
        <span aria-hidden="true">{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
