import { describe, expect, it } from 'vitest';
import type { MatchReason } from '../../db/schema';
import { serverI18n } from '../../i18n/server-i18n';
import { phraseReasons } from './match-reasons';

const reasons: MatchReason[] = [
  { kind: 'teaches', teacherId: 2, topic: 'trading' },
  { kind: 'teaches', teacherId: 2, topic: 'technicalAnalysis' },
  { kind: 'teaches', teacherId: 2, topic: 'defi' },
  { kind: 'teaches', teacherId: 1, topic: 'staking' },
  { kind: 'shared-interest', topic: 'Technical Analysis' },
  { kind: 'same-style', text: 'You both learn best with a Visual style' },
  { kind: 'difference', topic: 'riskAppetite', values: { '1': 40, '2': 70 } },
  { kind: 'difference', topic: 'communication', styles: { '1': 'Analytical', '2': 'Casual' } },
];

describe('match reasons for the viewer', () => {
  it('read exactly as before in English', () => {
    expect(phraseReasons(reasons, 1).map((reason) => reason.text)).toEqual([
      'They can teach you Trading, Technical Analysis and DeFi',
      'You can teach them Staking',
      'You both want to learn about Technical Analysis',
      'You both learn best with a Visual style',
      'A different angle on Risk Appetite: you 40, them 70',
      'You communicate analytically, they are more casual',
    ]);
  });

  it("are phrased in the reader's language, topics and styles included", () => {
    expect(phraseReasons(reasons, 1, serverI18n('es')).map((reason) => reason.text)).toEqual([
      'Te puede enseñar Trading, Análisis técnico y DeFi',
      'Le puedes enseñar Staking',
      'Ambos quieren aprender sobre Análisis técnico',
      'Ambos aprenden mejor con un estilo Visual',
      'Otra mirada sobre Apetito de riesgo: tú 40, esa persona 70',
      'Tu forma de comunicarte: Analítico; la suya: Informal',
    ]);
    for (const locale of ['pt-BR', 'tr', 'ar']) {
      const texts = phraseReasons(reasons, 1, serverI18n(locale)).map((reason) => reason.text);
      expect(texts.filter((text) => /\b(You|They|both|angle|communicate)\b/.test(text))).toEqual([]);
    }
  });
});
