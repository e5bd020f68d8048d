import { House, LayoutGrid, MessageCircle, Users, type LucideIcon } from 'lucide-react';

export interface TabItem {
  key: 'home' | 'browse' | 'community' | 'chat';
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The four tabs of MainApp (spec §2). */
export const TABS: readonly TabItem[] = [
  { key: 'home', label: 'Home', to: '/', icon: House },
  { key: 'browse', label: 'Browse', to: '/browse', icon: LayoutGrid },
  { key: 'community', label: 'Community', to: '/community', icon: Users },
  { key: 'chat', label: 'Chat', to: '/chat', icon: MessageCircle },
];
