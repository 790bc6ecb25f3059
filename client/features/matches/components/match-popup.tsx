import { Heart } from 'lucide-react';
import { useLocation } from 'wouter';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

export interface MatchCelebration {
  matchId: number;
  matchedUser: { id: number; displayName: string; avatarUrl: string | null };
}

/** The match popup (docs/product.md section 2 ("Discover")): a modal that blocks page scroll. */
export function MatchPopup({ celebration, onClose }: { celebration: MatchCelebration | null; onClose: () => void }) {
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Dialog open={celebration !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="text-center" hideClose data-queued-dialog>
        {celebration ? (
          <>
            <div className="mx-auto flex items-center justify-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
                <Heart className="size-8 fill-current" aria-hidden="true" />
              </span>
              <Avatar src={celebration.matchedUser.avatarUrl} name={celebration.matchedUser.displayName} className="-ms-3 size-16 ring-4 ring-card" />
            </div>
            <DialogTitle className="mt-4 text-3xl font-extrabold text-primary">{i18n._({ id: 'matches.popup.title', message: "It's a Match!" })}</DialogTitle>
            <DialogDescription className="mt-2 text-base wrap-anywhere">
              {i18n._({ id: 'matches.popup.description', message: 'You and {name} both have compatible crypto personalities!', values: { name: celebration.matchedUser.displayName } })}
            </DialogDescription>
            <div className="mt-6 grid gap-2">
              <Button
                size="lg"
                onClick={() => {
                  navigate(paths.chat(celebration.matchId));
                  onClose();
                }}
              >
                {i18n._({ id: 'matches.popup.start', message: 'Start a Conversation' })}
              </Button>
              <Button size="lg" variant="outline" onClick={onClose}>
                {i18n._({ id: 'matches.popup.continue', message: 'Continue Swiping' })}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
