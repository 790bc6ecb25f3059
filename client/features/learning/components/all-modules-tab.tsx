import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import type { LearningModuleSummary } from '@shared/contracts/learning';
import { EmptyState, ErrorState } from '@/components/page-states';
import { SignupPromptModal } from '@/components/signup-prompt/signup-prompt';
import { getModulesQueryOptions } from '../api/get-modules';
import { getProgressQueryOptions } from '../api/get-progress';
import { statusByModule } from '../lib/module-status';
import { CategoryChips } from './category-chips';
import { DifficultyGroups } from './difficulty-groups';
import { ModuleCard } from './module-card';
import { ModuleGridSkeleton } from './skeletons';
import { RecommendedModules } from './recommended-modules';
import { useI18n } from '@/i18n/provider';
import { categoryText } from '../lib/labels';

const LEARNING_LOAD_ERROR = {
  title: /*i18n*/ { id: 'learning.allModules.errorTitle', message: 'Error' },
  description: /*i18n*/ { id: 'learning.allModules.errorDescription', message: 'There was an error loading your learning content. Please try again later.' },
};

function groupByCategory(modules: LearningModuleSummary[]): Array<[string, LearningModuleSummary[]]> {
  const groups = new Map<string, LearningModuleSummary[]>();
  for (const module of modules) groups.set(module.category, [...(groups.get(module.category) ?? []), module]);
  return [...groups.entries()];
}

/** docs/product.md section 2 ("Learning home"), All Modules tab: categories (toggle filter), modules per category, difficulty groups. */
export function AllModulesTab({ coinId, isSignedIn }: { coinId?: number; isSignedIn: boolean }) {
  const modules = useQuery(getModulesQueryOptions(coinId));
  const progress = useQuery(getProgressQueryOptions(isSignedIn));
  const [category, setCategory] = useState<string | null>(null);
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  const { i18n } = useI18n();

  if (modules.isPending) return <ModuleGridSkeleton />;
  if (modules.isError) return <ErrorState title={i18n._(LEARNING_LOAD_ERROR.title)} description={i18n._(LEARNING_LOAD_ERROR.description)} />;
  if (modules.data.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen className="size-8 text-secondary" aria-hidden="true" />}
        title={i18n._({ id: 'learning.allModules.emptyTitle', message: 'No modules available' })}
        description={i18n._({ id: 'learning.allModules.emptyDescription', message: 'Check back later for new learning content.' })}
      />
    );
  }

  const statuses = statusByModule(progress.data);
  const categories = [...new Set(modules.data.map((module) => module.category))];
  const visible = category ? modules.data.filter((module) => module.category === category) : modules.data;
  const onGuestStart = isSignedIn ? undefined : () => setIsSignupOpen(true);

  return (
    <div className="grid gap-8">
      {isSignedIn && coinId === undefined ? <RecommendedModules /> : null}
      <section aria-labelledby="categories-heading">
        <CategoryChips categories={categories} selected={category} onSelect={setCategory} />
        <div className="mt-5 grid gap-6">
          {groupByCategory(visible).map(([name, items]) => (
            <section key={name} aria-labelledby={`category-${name}`}>
              <h3 id={`category-${name}`} className="mb-3 flex items-baseline gap-2 text-lg font-bold">
                {categoryText(i18n, name)}
                <span className="text-sm font-medium text-muted-foreground">
                  {i18n._({ id: 'learning.allModules.moduleCount', message: '{count, plural, one {# module} other {# modules}}', values: { count: items.length } })}
                </span>
              </h3>
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {items.map((module) => (
                  <ModuleCard key={module.id} module={module} status={statuses.get(module.id) ?? 'not-started'} onGuestStart={onGuestStart} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </section>
      <DifficultyGroups modules={visible} statuses={statuses} />
      <SignupPromptModal variant="learning" title={i18n._({ id: 'learning.signup.startLearning', message: 'Sign up to start learning' })} isOpen={isSignupOpen} onOpenChange={setIsSignupOpen} />
    </div>
  );
}
