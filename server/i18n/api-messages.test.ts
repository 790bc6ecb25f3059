/** The table of translated API messages (server/i18n/api-messages.ts) stays in step with what the services throw. */
import { describe, expect, it } from 'vitest';
import { AGE_UNCONFIRMED_MESSAGE, PARTNER_AGE_UNCONFIRMED_MESSAGE, UNDER_MINIMUM_AGE_MESSAGE } from '../../shared/constants/age';
import { NAME_RESERVED_MESSAGE, SEED_PHRASE_BLOCKED_MESSAGE, SEED_PHRASE_IN_PROFILE_MESSAGE } from '../../shared/constants/scam-rules';
import { INVALID_EMAIL_MESSAGE } from '../../shared/contracts/email';
import { NOT_COMPLETED_MESSAGE } from '../modules/learning/teaching.service';
import { ALREADY_ANSWERED_MESSAGE, OWN_CARD_MESSAGE } from '../modules/messages/teach-back/teach-back.service';
import { PROFILE_NOT_FOUND_MESSAGE } from '../modules/profile/profile.service';
import { API_MESSAGE_TEXTS, translateApiMessage } from './api-messages';
import { serverI18n } from './server-i18n';

describe('translated API messages', () => {
  it('hold the exact English of the constants the services throw', () => {
    const constants = [
      AGE_UNCONFIRMED_MESSAGE,
      PARTNER_AGE_UNCONFIRMED_MESSAGE,
      UNDER_MINIMUM_AGE_MESSAGE,
      NAME_RESERVED_MESSAGE,
      SEED_PHRASE_BLOCKED_MESSAGE,
      SEED_PHRASE_IN_PROFILE_MESSAGE,
      INVALID_EMAIL_MESSAGE,
      NOT_COMPLETED_MESSAGE,
      ALREADY_ANSWERED_MESSAGE,
      OWN_CARD_MESSAGE,
      PROFILE_NOT_FOUND_MESSAGE,
    ];
    for (const text of constants) expect(API_MESSAGE_TEXTS).toContain(text);
  });

  it('translate a known message, keep the number of a patterned one, and leave an unknown one in English', () => {
    expect(translateApiMessage('Too many requests. Please try again in 8 s.', serverI18n('es'))).toBe('Demasiadas solicitudes. Vuelve a intentarlo en 8 s.');
    expect(translateApiMessage('Pass the quiz with at least 70% to complete this module.', serverI18n('tr'))).toBe('Bu modülü tamamlamak için testi en az %70 ile geç.');
    expect(translateApiMessage('You have sent 5 reports in the last hour. Please wait 1 minute before sending another; you can still block someone right away.', serverI18n('pt-BR'))).toBe(
      'Você enviou 5 denúncias na última hora. Espere 1 minuto antes de enviar outra; você ainda pode bloquear alguém agora mesmo.',
    );
    expect(translateApiMessage('You have started 3 shared journeys with this mate in the last hour. Try again in 42 minutes.', serverI18n('tr'))).toBe(
      'Son bir saatte bu arkadaşınla 3 ortak öğrenme yolu başlattın. 42 dakika sonra tekrar dene.',
    );
    expect(translateApiMessage('Origin not allowed.', serverI18n('ar'))).toBe('Origin not allowed.');
    expect(translateApiMessage('Module not found', serverI18n('en'))).toBe('Module not found');
    for (const text of API_MESSAGE_TEXTS.filter((message) => !message.includes('{'))) expect(translateApiMessage(text, serverI18n('pt-BR'))).not.toBe(text);
  });
});
