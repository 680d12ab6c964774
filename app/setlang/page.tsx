import { LanguageScreen } from '@/components/settings/LanguageScreen';

export default function Page() {
  return <LanguageScreen />;
}
