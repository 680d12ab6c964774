import { LanguageScreen } from '@/features/settings/ui/LanguageScreen';

export default function Page() {
  return <LanguageScreen />;
}
