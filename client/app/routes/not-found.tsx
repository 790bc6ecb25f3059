import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** The exact texts of docs/product.md section 2 for any unknown path. */
export function NotFoundPage() {
  const { i18n } = useI18n();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="p-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{i18n._({ id: 'app.notFound.title', message: '404 Page Not Found' })}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{i18n._({ id: 'app.notFound.hint', message: 'Did you forget to add the page to the router?' })}</p>
          <Button asChild variant="outline" className="mt-6">
            <a href={paths.home}>{i18n._({ id: 'app.notFound.home', message: 'Go to Discover' })}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
