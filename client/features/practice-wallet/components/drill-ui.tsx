import type { MessageDescriptor } from '@lingui/core';
import { type ReactNode } from 'react';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** Small pieces the drills share. */
export function ChoiceList<T extends { id: string; label: MessageDescriptor }>({ choices, onChoose, name }: { choices: readonly T[]; onChoose: (choice: T) => void; name: string }) {
  const { i18n } = useI18n();
  return (
    <ul className="grid gap-2" aria-label={name}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <button
            type="button"
            onClick={() => onChoose(choice)}
            className="w-full rounded-xl border border-border bg-card px-4 py-3 text-start text-sm font-medium hover:bg-muted focus-visible:outline-2"
            data-choice={choice.id}
          >
            {i18n._(choice.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-3 rounded-2xl border border-border bg-card p-4', className)}>{children}</div>;
}
