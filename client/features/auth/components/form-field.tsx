import type { ComponentProps } from 'react';
import { Input, Label } from '@/components/ui/input';

/** A labelled input with its validation message announced to screen readers. */
export function FormField({ id, label, error, ...props }: ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
