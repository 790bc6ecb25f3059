import type { MessageDescriptor } from '@lingui/core';
import { MessageCircle } from 'lucide-react';
import { SignupPromptBanner, SignupPromptCard } from '@/components/signup-prompt/signup-prompt';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/i18n/provider';

const SAMPLE: Array<{ from: 'them' | 'me'; text: MessageDescriptor }> = [
  { from: 'them', text: /*i18n*/ { id: 'messages.marketing.sample1', message: 'Hey! I saw you know staking. How do validators get slashed?' } },
  { from: 'me', text: /*i18n*/ { id: 'messages.marketing.sample2', message: 'Mostly for signing two conflicting blocks. Want me to walk you through it?' } },
  { from: 'them', text: /*i18n*/ { id: 'messages.marketing.sample3', message: 'Yes please! And I can show you how I read order books in return.' } },
];

/** docs/product.md section 2 ("Messages list"), signed out: a marketing page with a sample conversation and sign-up prompts. */
export function MessagesMarketing() {
  const { i18n } = useI18n();
  const example = i18n._({ id: 'messages.marketing.example', message: 'Example conversation' });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section>
        <MessageCircle className="size-8 text-primary" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-extrabold">{i18n._({ id: 'messages.marketing.title', message: 'Learn by talking it through' })}</h1>
        <p className="mt-1 text-muted-foreground">{i18n._({ id: 'messages.marketing.description', message: 'Chat live with your matches: ask what you want to learn, teach what you know.' })}</p>
        <Card className="mt-4 p-4" aria-label={example}>
          <Badge variant="accent">{example}</Badge>
          <ul className="mt-3 grid gap-2">
            {SAMPLE.map((message) => (
              <li key={message.text.id} className={message.from === 'me' ? 'flex justify-end' : 'flex'}>
                <span
                  className={
                    message.from === 'me'
                      ? 'max-w-[80%] rounded-2xl rounded-ee-sm bg-primary px-3 py-2 text-sm text-primary-foreground'
                      : 'max-w-[80%] rounded-2xl rounded-es-sm bg-muted px-3 py-2 text-sm'
                  }
                >
                  {i18n._(message.text)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </section>
      <SignupPromptCard variant="chat" />
      <SignupPromptBanner variant="profile" className="md:col-span-2" />
    </div>
  );
}
