import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SignupPromptModal } from '@/components/signup-prompt/signup-prompt';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** Signed in: a link to /vocabulary. A guest gets the sign-up modal (docs/product.md section 2 ("Learning home")). */
export function VocabularyTrainerButton({ isSignedIn }: { isSignedIn: boolean }) {
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  const { i18n } = useI18n();
  const label = i18n._({ id: 'learning.learn.vocabularyTrainer', message: 'Vocabulary Trainer' });
  if (isSignedIn) {
    return (
      <Button asChild variant="secondary">
        <Link href={paths.vocabulary}>
          <Languages aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsSignupOpen(true)}>
        <Languages aria-hidden="true" />
        {label}
      </Button>
      <SignupPromptModal
        variant="learning"
        title={i18n._({ id: 'learning.learn.vocabularySignup', message: 'Sign up to access vocabulary trainer' })}
        isOpen={isSignupOpen}
        onOpenChange={setIsSignupOpen}
      />
    </>
  );
}
