import { useState } from 'react';
import { cn } from '@/lib/utils';

export const JOURNEY_PLACEHOLDER_IMAGE = '/journeys/placeholder.svg';

/** docs/product.md section 8: a broken journey image falls back to the placeholder file. */
export function JourneyImage({ src, className }: { src: string | null; className?: string }) {
  const [isBroken, setIsBroken] = useState(false);
  return <img src={isBroken || !src ? JOURNEY_PLACEHOLDER_IMAGE : src} alt="" className={cn('w-full bg-muted object-cover', className)} onError={() => setIsBroken(true)} />;
}
