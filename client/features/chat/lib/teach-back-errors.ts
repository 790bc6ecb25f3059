/**
 * The teach-back form's validation messages, translated: the rules are those of customQuestionSchema
 * (shared/contracts/teach-back.ts), whose English texts these repeat; the first issue zod reports is shown.
 */
import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import {
  TEACH_BACK_EXPLANATION_MAX_LENGTH,
  TEACH_BACK_MAX_OPTIONS,
  TEACH_BACK_MIN_OPTIONS,
  TEACH_BACK_OPTION_MAX_LENGTH,
  TEACH_BACK_QUESTION_MAX_LENGTH,
  TEACH_BACK_QUESTION_MIN_LENGTH,
} from '@shared/contracts/teach-back';

type Issue = z.core.$ZodIssue;

export function customQuestionError(i18n: I18n, issue: Issue | undefined): string {
  const field = issue?.path[0];
  const code = issue?.code;
  if (code === 'invalid_format') return i18n._({ id: 'chat.teachBack.error.controlCharacters', message: 'Text may not contain control characters or broken characters' });
  if (field === 'question') {
    return code === 'too_big'
      ? i18n._({ id: 'chat.teachBack.error.questionTooLong', message: 'The question can be at most {max} characters', values: { max: TEACH_BACK_QUESTION_MAX_LENGTH } })
      : i18n._({ id: 'chat.teachBack.error.questionTooShort', message: 'The question needs at least {min} characters', values: { min: TEACH_BACK_QUESTION_MIN_LENGTH } });
  }
  if (field === 'options' && issue?.path.length === 1) {
    if (code === 'too_small') return i18n._({ id: 'chat.teachBack.error.fewOptions', message: 'Give at least {min} options', values: { min: TEACH_BACK_MIN_OPTIONS } });
    if (code === 'too_big') return i18n._({ id: 'chat.teachBack.error.manyOptions', message: 'Give at most {max} options', values: { max: TEACH_BACK_MAX_OPTIONS } });
    return i18n._({ id: 'chat.teachBack.error.sameOptions', message: 'Each option must be different' });
  }
  if (field === 'options') {
    if (code === 'too_small') return i18n._({ id: 'chat.teachBack.error.emptyOption', message: 'Options cannot be empty' });
    if (code === 'too_big') return i18n._({ id: 'chat.teachBack.error.optionTooLong', message: 'Options can be at most {max} characters', values: { max: TEACH_BACK_OPTION_MAX_LENGTH } });
    return i18n._({ id: 'chat.teachBack.error.optionOneLine', message: 'Options must be one line' });
  }
  if (field === 'correctAnswer') return i18n._({ id: 'chat.teachBack.error.markRight', message: 'Mark one of the options as the right answer' });
  if (field === 'explanation')
    return i18n._({ id: 'chat.teachBack.error.explanationTooLong', message: 'The explanation can be at most {max} characters', values: { max: TEACH_BACK_EXPLANATION_MAX_LENGTH } });
  return i18n._({ id: 'chat.teachBack.error.check', message: 'Check your question.' });
}
