import { TabBar } from '@/components/shell/TabBar';

/** The tabbed shell `/index` (SPEC §2). The route group keeps Next from exporting it as `out/index/index/`. */
export default function TabsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="tabs-shell">
      <div className="tabs-content">{children}</div>
      <TabBar />
    </div>
  );
}
