import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Slot } from './slot';

const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold transition-colors focus-visible:outline-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

const BUTTON_VARIANTS = {
  // Hover darkens (a lighter tint would drop white text under 4.5:1 on a pointer that rests on the button).
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-[color-mix(in_srgb,var(--color-primary)_88%,black)]',
  secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/90',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
  outline: 'border border-border bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
};

const BUTTON_SIZES = {
  default: 'h-11 px-5',
  sm: 'h-9 px-4 text-xs',
  lg: 'h-12 px-7 text-base',
  icon: 'size-11',
};

export interface ButtonVariantProps {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: keyof typeof BUTTON_SIZES;
}

/** The button's classes for a variant and size (what `cva` would build; a plain lookup keeps cva off the first
 *  route, docs/decisions/032-api-contract-and-openapi.md). */
export const buttonVariants = ({ variant = 'default', size = 'default' }: ButtonVariantProps = {}): string => `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
