import { joinList } from '@/lib/format';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** A dropdown of checkable options: opens on click, closes on an outside click or Escape, each option
 *  toggles without closing; arrow keys move, Space/Enter toggle (docs/product.md section 2 ("Profile editor option lists")). */
export function MultiSelect<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  placeholder,
}: {
  id: string;
  label: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** What an option shows (the value itself by default); the value stays what is chosen and sent. */
  optionLabel?: (option: T) => string;
  placeholder?: string;
}) {
  const { i18n } = useI18n();
  const toggle = (option: T) => onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          id={id}
          aria-labelledby={`${id}-label ${id}`}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-border bg-card px-4 py-2 text-start text-sm"
        >
          <span className={cn('line-clamp-2', value.length === 0 && 'text-muted-foreground')}>
            {value.length === 0
              ? (placeholder ?? i18n._({ id: 'ui.multiSelect.placeholder', message: 'Select...' }))
              : i18n._({ id: 'ui.multiSelect.selected', message: '{count} selected: {options}', values: { count: value.length, options: joinList(value.map(optionLabel), i18n.locale) } })}
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={4}
            className="z-[60] max-h-72 w-[var(--radix-dropdown-menu-trigger-width)] overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lg"
          >
            {options.map((option) => (
              <DropdownMenu.CheckboxItem
                key={option}
                checked={value.includes(option)}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={() => toggle(option)}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
              >
                <span className="flex size-4 items-center justify-center rounded border border-border">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-3 text-primary" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {optionLabel(option)}
              </DropdownMenu.CheckboxItem>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
