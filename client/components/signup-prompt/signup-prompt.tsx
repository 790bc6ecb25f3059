import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import type { MessageDescriptor } from '@lingui/core';
import { SIGNUP_PROMPT_VARIANTS, type SignupPromptVariant } from './signup-prompt-variants';

interface PromptCopy {
  variant: SignupPromptVariant;
  title?: string;
  description?: string;
}

/** The page to come back to after signing in: read from the router, so it renders on the server too. */
function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** Sign Up -> /auth, Login -> /auth?mode=login; both carry the page to come back to. A toggle switches
 *  which of the two leads. */
function PromptActions({ className }: { className?: string }) {
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

function PromptBody({ variant, title, description, headingLevel = 'h2' }: PromptCopy & { headingLevel?: 'h2' | 'h3' }) {
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

function Benefits({ benefits }: { benefits: readonly MessageDescriptor[] }) {
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

export function SignupPromptCard({ className, ...copy }: PromptCopy & { className?: string }) {
  return (
    <Card className={cn('p-6', className)}>
      <PromptBody {...copy} />
      <PromptActions className="mt-5" />
    </Card>
  );
}

export function SignupPromptModal({ isOpen, onOpenChange, ...copy }: PromptCopy & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { i18n } = useI18n();
  const theme = SIGNUP_PROMPT_VARIANTS[copy.variant];
  const Icon = theme.icon;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-coral-soft text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <DialogTitle className="mt-3 text-center">{copy.title ?? i18n._(theme.title)}</DialogTitle>
        <DialogDescription className="text-center">{copy.description ?? i18n._(theme.description)}</DialogDescription>
        <Benefits benefits={theme.benefits} />
        <PromptActions className="mt-5" />
      </DialogContent>
    </Dialog>
  );
}

/** `benefits` replaces the variant's three lines when a banner promises something more specific. */
export function SignupPromptBanner({ className, benefits, ...copy }: PromptCopy & { className?: string; benefits?: readonly string[] }) {
  const theme = SIGNUP_PROMPT_VARIANTS[copy.variant];
  const Icon = theme.icon;
  const redirect = useCurrentPath();
  const { i18n } = useI18n();
  const lines = benefits ?? theme.benefits.map((benefit) => i18n._(benefit));
  return (
    <section className={cn('flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-coral-soft to-teal-soft p-5 sm:flex-row sm:items-center', className)}>
      <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-bold">{copy.title ?? i18n._(theme.title)}</h2>
        <p className="text-sm text-muted-foreground">{copy.description ?? i18n._(theme.description)}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {lines.map((benefit) => (
            <li key={benefit} className="flex items-center gap-1.5 text-xs font-medium">
              <Check className="size-3.5 text-secondary" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm">
          <Link href={paths.auth({ redirect })}>{i18n._({ id: 'ui.signupPrompt.signUp', message: 'Sign Up' })}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={paths.auth({ mode: 'login', redirect })}>{i18n._({ id: 'ui.signupPrompt.login', message: 'Login' })}</Link>
        </Button>
      </div>
    </section>
  );
}

/** The inline-button form: a single button that opens the themed modal. */
export function SignupPromptButton({ label, className, ...copy }: PromptCopy & { label: string; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button className={className} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <SignupPromptModal {...copy} isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

export { PromptBody as SignupPromptContent };
