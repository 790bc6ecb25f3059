import type { MessageDescriptor } from '@lingui/core';
import { BookOpen, Heart, Lock, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';

export type SignupPromptVariant = 'feature' | 'access' | 'profile' | 'chat' | 'learning';

export interface SignupPromptTheme {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  benefits: [MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

/** The five themed variants of docs/product.md section 2, "Sign-up prompt". */
export const SIGNUP_PROMPT_VARIANTS: Record<SignupPromptVariant, SignupPromptTheme> = {
  feature: {
    icon: Sparkles,
    title: /*i18n*/ { id: 'ui.signupPrompt.feature.title', message: 'Unlock the full experience' },
    description: /*i18n*/ { id: 'ui.signupPrompt.feature.description', message: 'Create a free account to use every Coinmates feature.' },
    benefits: [
      /*i18n*/ { id: 'ui.signupPrompt.feature.benefit1', message: 'Save your coin preferences' },
      /*i18n*/ { id: 'ui.signupPrompt.feature.benefit2', message: 'Discover your crypto personality' },
      /*i18n*/ { id: 'ui.signupPrompt.feature.benefit3', message: 'Get matched with learning partners' },
    ],
  },
  access: {
    icon: Lock,
    title: /*i18n*/ { id: 'ui.signupPrompt.access.title', message: 'Sign up to continue' },
    description: /*i18n*/ { id: 'ui.signupPrompt.access.description', message: 'This part of Coinmates needs a free account.' },
    benefits: [
      /*i18n*/ { id: 'ui.signupPrompt.access.benefit1', message: 'Free forever, no card needed' },
      /*i18n*/ { id: 'ui.signupPrompt.access.benefit2', message: 'Your progress synced across devices' },
      /*i18n*/ { id: 'ui.signupPrompt.access.benefit3', message: 'Join the community in seconds' },
    ],
  },
  profile: {
    icon: Heart,
    title: /*i18n*/ { id: 'ui.signupPrompt.profile.title', message: 'Save Your Preferences' },
    description: /*i18n*/ { id: 'ui.signupPrompt.profile.description', message: 'Sign up to keep your swipes and see what they say about you.' },
    benefits: [
      /*i18n*/ { id: 'ui.signupPrompt.profile.benefit1', message: 'Keep every like and pass' },
      /*i18n*/ { id: 'ui.signupPrompt.profile.benefit2', message: 'Get your crypto personality after 5 swipes' },
      /*i18n*/ { id: 'ui.signupPrompt.profile.benefit3', message: 'Find people who share your taste' },
    ],
  },
  chat: {
    icon: MessageCircle,
    title: /*i18n*/ { id: 'ui.signupPrompt.chat.title', message: 'Chat with your matches' },
    description: /*i18n*/ { id: 'ui.signupPrompt.chat.description', message: 'Sign up to talk with people who can teach you, and learn from you.' },
    benefits: [
      /*i18n*/ { id: 'ui.signupPrompt.chat.benefit1', message: 'Message your matches in real time' },
      /*i18n*/ { id: 'ui.signupPrompt.chat.benefit2', message: 'Swap knowledge one to one' },
      /*i18n*/ { id: 'ui.signupPrompt.chat.benefit3', message: 'See who is online now' },
    ],
  },
  learning: {
    icon: BookOpen,
    title: /*i18n*/ { id: 'ui.signupPrompt.learning.title', message: 'Sign up to start learning' },
    description: /*i18n*/ { id: 'ui.signupPrompt.learning.description', message: 'Create a free account to take modules and quizzes and track your progress.' },
    benefits: [
      /*i18n*/ { id: 'ui.signupPrompt.learning.benefit1', message: 'Save progress across devices' },
      /*i18n*/ { id: 'ui.signupPrompt.learning.benefit2', message: 'Earn badges and achievements' },
      /*i18n*/ { id: 'ui.signupPrompt.learning.benefit3', message: 'Get personalised recommendations' },
    ],
  },
};
