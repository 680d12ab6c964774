import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

export default function NotFound() {
  return <NotFoundScreen />;
}
