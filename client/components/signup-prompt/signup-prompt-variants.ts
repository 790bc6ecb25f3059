import { BookOpen, Heart, Lock, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';

export type SignupPromptVariant = 'feature' | 'access' | 'profile' | 'chat' | 'learning';

export interface SignupPromptTheme {
  icon: LucideIcon;
  title: string;
  description: string;
  benefits: [string, string, string];
}

/** The five themed variants of docs/product.md section 2, "Sign-up prompt". */
export const SIGNUP_PROMPT_VARIANTS: Record<SignupPromptVariant, SignupPromptTheme> = {
  feature: {
    icon: Sparkles,
    title: 'Unlock the full experience',
    description: 'Create a free account to use every Coinmates feature.',
    benefits: ['Save your coin preferences', 'Discover your crypto personality', 'Get matched with learning partners'],
  },
  access: {
    icon: Lock,
    title: 'Sign up to continue',
    description: 'This part of Coinmates needs a free account.',
    benefits: ['Free forever, no card needed', 'Your progress synced across devices', 'Join the community in seconds'],
  },
  profile: {
    icon: Heart,
    title: 'Save Your Preferences',
    description: 'Sign up to keep your swipes and see what they say about you.',
    benefits: ['Keep every like and pass', 'Get your crypto personality after 5 swipes', 'Find people who share your taste'],
  },
  chat: {
    icon: MessageCircle,
    title: 'Chat with your matches',
    description: 'Sign up to talk with people who can teach you, and learn from you.',
    benefits: ['Message your matches in real time', 'Swap knowledge one to one', 'See who is online now'],
  },
  learning: {
    icon: BookOpen,
    title: 'Sign up to start learning',
    description: 'Create a free account to take modules and quizzes and track your progress.',
    benefits: ['Save progress across devices', 'Earn badges and achievements', 'Get personalised recommendations'],
  },
};
