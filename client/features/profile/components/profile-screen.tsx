import { PageContainer } from '@/components/page-states';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import type { User } from '@shared/contracts/auth';
import type { ReactNode } from 'react';

/** The header card of spec "Profile screen"; the tabs come with the personality issue. */
export function ProfileScreen({ user, actions }: { user?: User | null; actions?: ReactNode }) {
  if (!user) return null;
  return (
    <PageContainer>
      <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row">
        <Avatar src={user.avatarUrl} name={user.displayName} className="size-20" />
        <div className="flex-1 text-center sm:text-left">
          <h1 className="text-2xl font-extrabold">{user.displayName}</h1>
          <p className="text-muted-foreground">@{user.username}</p>
        </div>
        <div className="flex gap-2">{actions}</div>
      </Card>
    </PageContainer>
  );
}
