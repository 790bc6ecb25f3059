/** The sign-up prompt as a modal dialog: loaded apart from the pages that offer it (./signup-prompt.tsx). */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { Benefits, PromptActions, type PromptCopy } from './signup-prompt-parts';
import { SIGNUP_PROMPT_VARIANTS } from './signup-prompt-variants';

export interface SignupPromptModalProps extends PromptCopy {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function SignupPromptDialog({ isOpen, onOpenChange, ...copy }: SignupPromptModalProps) {
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
