import { MessageCircle } from 'lucide-react';
import { SignupPromptBanner, SignupPromptCard } from '@/components/signup-prompt/signup-prompt';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const SAMPLE = [
  { from: 'them', text: 'Hey! I saw you know staking. How do validators get slashed?' },
  { from: 'me', text: 'Mostly for signing two conflicting blocks. Want me to walk you through it?' },
  { from: 'them', text: 'Yes please! And I can show you how I read order books in return.' },
];

/** docs/product.md section 2 ("Messages list"), signed out: a marketing page with a sample conversation and sign-up prompts. */
export function MessagesMarketing() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section>
        <MessageCircle className="size-8 text-primary" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-extrabold">Learn by talking it through</h1>
        <p className="mt-1 text-muted-foreground">Chat live with your matches: ask what you want to learn, teach what you know.</p>
        <Card className="mt-4 p-4" aria-label="Example conversation">
          <Badge variant="accent">Example conversation</Badge>
          <ul className="mt-3 grid gap-2">
            {SAMPLE.map((message) => (
              <li key={message.text} className={message.from === 'me' ? 'flex justify-end' : 'flex'}>
                <span className={message.from === 'me' ? 'max-w-[80%] rounded-2xl rounded-ee-sm bg-primary px-3 py-2 text-sm text-primary-foreground' : 'max-w-[80%] rounded-2xl rounded-es-sm bg-muted px-3 py-2 text-sm'}>
                  {message.text}
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
