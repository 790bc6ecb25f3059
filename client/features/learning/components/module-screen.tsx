import { ComingSoon } from '@/components/page-states';

export function ModuleScreen() {
  return <ComingSoon title="Module" description="Module content and its quiz." />;
}
