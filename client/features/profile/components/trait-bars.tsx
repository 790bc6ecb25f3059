import type { ProfileResponse } from '@shared/contracts/profile';
import { formatTraitName, TRAIT_KEYS } from '@shared/constants/personality';
import { Progress } from '@/components/ui/progress';

/** Each trait as a value out of 100 with a bar, and the swipes that moved it most. */
export function TraitBars({ profile, showInfluences = false }: { profile: ProfileResponse['profileData']; showInfluences?: boolean }) {
  return (
    <ul className="grid gap-3">
      {TRAIT_KEYS.map((key) => {
        const value = profile.traits[key];
        const name = formatTraitName(key);
        const influences = profile.traitInfluences[key] ?? [];
        return (
          <li key={key}>
            <div className="mb-1 flex items-baseline justify-between text-sm">
              <span className="font-semibold">{name}</span>
              <span className="tabular-nums text-muted-foreground">{value}/100</span>
            </div>
            <Progress value={value} label={`${name}: ${value} out of 100`} indicatorClassName="bg-gradient-to-r from-coral to-primary" />
            {showInfluences && influences.length > 0 ? (
              <p className="mt-1 text-xs text-muted-foreground">
                Moved most by{' '}
                {influences.map((influence, index) => (
                  <span key={influence.coinId}>
                    {index > 0 ? ', ' : ''}
                    {influence.liked ? 'liking' : 'passing'} {influence.coinName} ({influence.effect > 0 ? '+' : ''}
                    {influence.effect})
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
