import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SignupPromptModal } from '@/components/signup-prompt/signup-prompt';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Signed in: a link to /vocabulary. A guest gets the sign-up modal (docs/product.md section 2 ("Learning home")). */
export function VocabularyTrainerButton({ isSignedIn }: { isSignedIn: boolean }) {
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  if (isSignedIn) {
    return (
      <Button asChild variant="secondary">
        <Link href={paths.vocabulary}>
          <Languages aria-hidden="true" />
          Vocabulary Trainer
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsSignupOpen(true)}>
        <Languages aria-hidden="true" />
        Vocabulary Trainer
      </Button>
      <SignupPromptModal variant="learning" title="Sign up to access vocabulary trainer" isOpen={isSignupOpen} onOpenChange={setIsSignupOpen} />
    </>
  );
}
