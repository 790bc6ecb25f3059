import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { deferredModule, useDeferredModule } from '@/hooks/use-deferred-module';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { PromptActions, PromptBody, useCurrentPath, type PromptCopy } from './signup-prompt-parts';
import { SIGNUP_PROMPT_VARIANTS } from './signup-prompt-variants';
import type { SignupPromptModalProps } from './signup-prompt-modal';

/** The modal's dialog code: the pages that offer it show it only on a tap (client/hooks/use-deferred-module.ts). */
export const signupPromptDialog = deferredModule(() => import('./signup-prompt-modal'));

/** The themed modal, once its code has arrived (a tap before that opens it as soon as it has). */
export function SignupPromptModal(props: SignupPromptModalProps) {
  const module = useDeferredModule(signupPromptDialog, props.isOpen);
  return module ? <module.SignupPromptDialog {...props} /> : null;
}

export function SignupPromptCard({ className, ...copy }: PromptCopy & { className?: string }) {
  return (
    <Card className={cn('p-6', className)}>
      <PromptBody {...copy} />
      <PromptActions className="mt-5" />
    </Card>
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
