import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2 ("Module detail"): a guest's quiz tab. */
export function QuizSignupRequired() {
  const { i18n } = useI18n();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-coral-soft text-primary">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold">{i18n._({ id: 'learning.quizSignup.title', message: 'Sign Up Required' })}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {i18n._({ id: 'learning.quizSignup.description', message: 'Create a free account to take the Knowledge Check and save your progress.' })}
      </p>
      <Button asChild>
        <Link href={paths.auth({ redirect: `${window.location.pathname}${window.location.search}` })}>{i18n._({ id: 'learning.quizSignup.button', message: 'Sign Up Now' })}</Link>
      </Button>
    </Card>
  );
}
