import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useI18n } from '@/i18n/provider';
import { categoryText } from '../lib/labels';

function Chip({ isSelected, onClick, children }: { isSelected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
        isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

/** A click toggles a category; 'All Categories' clears the filter (docs/product.md section 2 ("Learning home")). */
export function CategoryChips({ categories, selected, onSelect }: { categories: string[]; selected: string | null; onSelect: (category: string | null) => void }) {
  const { i18n } = useI18n();
  return (
    <>
      <h2 id="categories-heading" className="flex items-center gap-2 text-xl font-bold">
        {i18n._({ id: 'learning.categories.heading', message: 'Categories' })}
        <Badge variant="accent">{i18n._({ id: 'learning.categories.new', message: 'New' })}</Badge>
      </h2>
      <div role="group" aria-label={i18n._({ id: 'learning.categories.filter', message: 'Filter by category' })} className="mt-3 flex flex-wrap gap-2">
        <Chip isSelected={selected === null} onClick={() => onSelect(null)}>
          {i18n._({ id: 'learning.categories.all', message: 'All Categories' })}
        </Chip>
        {categories.map((category) => (
          <Chip key={category} isSelected={selected === category} onClick={() => onSelect(selected === category ? null : category)}>
            {categoryText(i18n, category)}
          </Chip>
        ))}
      </div>
    </>
  );
}
