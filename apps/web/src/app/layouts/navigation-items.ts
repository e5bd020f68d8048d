import { House, LayoutGrid, MessageCircle, Users, type LucideIcon } from 'lucide-react';

export interface TabItem {
  key: 'dashboard' | 'browse' | 'community' | 'assistant';
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The four tabs of MainApp (spec §2). */
export const TABS: readonly TabItem[] = [
  { key: 'dashboard', label: 'Home', to: '/', icon: House },
  { key: 'browse', label: 'Browse', to: '/browse', icon: LayoutGrid },
  { key: 'community', label: 'Community', to: '/community', icon: Users },
  { key: 'assistant', label: 'Chat', to: '/chat', icon: MessageCircle },
];
