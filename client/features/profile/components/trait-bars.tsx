import { joinList } from '@/lib/format';
import type { ProfileResponse } from '@shared/contracts/profile';
import type { MessageDescriptor } from '@lingui/core';
import { TRAIT_KEYS, type TraitKey } from '@shared/constants/personality';
import { Progress } from '@/components/ui/progress';
import { useI18n } from '@/i18n/provider';

/** The spec's trait names ("Risk Appetite": docs/product.md section 3), in the reader's language. */
const TRAIT_NAMES: Record<TraitKey, MessageDescriptor> = {
  riskAppetite: /*i18n*/ { id: 'profile.traits.riskAppetite', message: 'Risk Appetite' },
  techEnthusiasm: /*i18n*/ { id: 'profile.traits.techEnthusiasm', message: 'Tech Enthusiasm' },
  communitySpirit: /*i18n*/ { id: 'profile.traits.communitySpirit', message: 'Community Spirit' },
  longTermVision: /*i18n*/ { id: 'profile.traits.longTermVision', message: 'Long Term Vision' },
  decentralizationIdeals: /*i18n*/ { id: 'profile.traits.decentralizationIdeals', message: 'Decentralization Ideals' },
  practicalUtility: /*i18n*/ { id: 'profile.traits.practicalUtility', message: 'Practical Utility' },
};

/** Each trait as a value out of 100 with a bar, and the swipes that moved it most. */
export function TraitBars({ profile, showInfluences = false }: { profile: ProfileResponse['profileData']; showInfluences?: boolean }) {
  const { i18n } = useI18n();
  return (
    <ul className="grid gap-3">
      {TRAIT_KEYS.map((key) => {
        const value = profile.traits[key];
        const name = i18n._(TRAIT_NAMES[key]);
        const influences = profile.traitInfluences[key] ?? [];
        return (
          <li key={key}>
            <div className="mb-1 flex items-baseline justify-between text-sm">
              <span className="font-semibold">{name}</span>
              <span className="tabular-nums text-muted-foreground">{value}/100</span>
            </div>
            <Progress
              value={value}
              label={i18n._({ id: 'profile.traits.barLabel', message: '{name}: {value} out of 100', values: { name, value } })}
              indicatorClassName="bg-gradient-to-r from-coral to-primary"
            />
            {showInfluences && influences.length > 0 ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {i18n._({
                  id: 'profile.traits.movedBy',
                  message: 'Moved most by {swipes}',
                  values: {
                    swipes: joinList(
                      influences.map((influence) =>
                        i18n._({
                          ...(influence.liked
                            ? /*i18n*/ { id: 'profile.traits.liking', message: 'liking {coin} ({effect})' }
                            : /*i18n*/ { id: 'profile.traits.passing', message: 'passing {coin} ({effect})' }),
                          values: { coin: influence.coinName, effect: `${influence.effect > 0 ? '+' : ''}${influence.effect}` },
                        }),
                      ),
                      i18n.locale,
                    ),
                  },
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
