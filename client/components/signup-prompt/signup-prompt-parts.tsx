/** What the sign-up prompt's forms share: the copy, the benefits and the two ways in (sign up, log in). */
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import type { MessageDescriptor } from '@lingui/core';
import { SIGNUP_PROMPT_VARIANTS, type SignupPromptVariant } from './signup-prompt-variants';

export interface PromptCopy {
  variant: SignupPromptVariant;
  title?: string;
  description?: string;
}

/** The page to come back to after signing in: read from the router, so it renders on the server too. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** Sign Up -> /auth, Login -> /auth?mode=login; both carry the page to come back to. A toggle switches
 *  which of the two leads. */
export function PromptActions({ className }: { className?: string }) {
  const [isLoginFirst, setIsLoginFirst] = useState(false);
  const redirect = useCurrentPath();
  const { i18n } = useI18n();
  const signup = (
    <Button asChild key="signup" variant={isLoginFirst ? 'outline' : 'default'}>
      <Link href={paths.auth({ redirect })}>{i18n._({ id: 'ui.signupPrompt.signUp', message: 'Sign Up' })}</Link>
    </Button>
  );
  const login = (
    <Button asChild key="login" variant={isLoginFirst ? 'default' : 'outline'}>
      <Link href={paths.auth({ mode: 'login', redirect })}>{i18n._({ id: 'ui.signupPrompt.login', message: 'Login' })}</Link>
    </Button>
  );
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="grid grid-cols-2 gap-2">{isLoginFirst ? [login, signup] : [signup, login]}</div>
      <button type="button" className="text-sm font-medium text-muted-foreground underline-offset-4 hover:underline" onClick={() => setIsLoginFirst(!isLoginFirst)}>
        {isLoginFirst ? i18n._({ id: 'ui.signupPrompt.newHere', message: 'New here? Create an account' }) : i18n._({ id: 'ui.signupPrompt.haveAccount', message: 'Already have an account? Log in' })}
      </button>
    </div>
  );
}

export function PromptBody({ variant, title, description, headingLevel = 'h2' }: PromptCopy & { headingLevel?: 'h2' | 'h3' }) {
  const { i18n } = useI18n();
  const theme = SIGNUP_PROMPT_VARIANTS[variant];
  const Icon = theme.icon;
  const Heading = headingLevel;
  return (
    <>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-coral-soft text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="mt-3 text-center text-xl font-bold">{title ?? i18n._(theme.title)}</Heading>
      <p className="mt-1 text-center text-sm text-muted-foreground">{description ?? i18n._(theme.description)}</p>
      <Benefits benefits={theme.benefits} />
    </>
  );
}

export function Benefits({ benefits }: { benefits: readonly MessageDescriptor[] }) {
  const { i18n } = useI18n();
  return (
    <ul className="mx-auto mt-4 grid max-w-xs gap-2">
      {benefits.map((benefit) => (
        <li key={benefit.id} className="flex items-center gap-2 text-sm">
          <Check className="size-4 shrink-0 text-secondary" aria-hidden="true" />
          {i18n._(benefit)}
        </li>
      ))}
    </ul>
  );
}
