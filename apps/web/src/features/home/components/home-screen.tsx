import { Bot, ChevronRight, Compass, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { TabHeader } from '@/app/layouts/tab-header';
import { useMe } from '@/features/auth/api/get-me';
import { getFirstName } from '@/lib/format';

interface QuickAction {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { title: 'Upload', description: 'Photograph your things', to: '/upload', icon: Upload },
  { title: 'AI Chat', description: 'Ask about your inventory', to: '/chat', icon: Bot },
  {
    title: 'Discover',
    description: 'Find items to borrow',
    to: '/community?tab=discover',
    icon: Compass,
  },
];

const STEPS = [
  { title: 'Upload a photo', text: 'Snap a shelf, a drawer or a receipt.' },
  {
    title: 'Let the AI catalogue it',
    text: 'Each item gets a category, brand, condition and value.',
  },
  { title: 'Share with your circle', text: 'Lend or give away items to people you trust.' },
] as const;

/** The home tab (Dashboard): greeting and Quick Actions. */
export function HomeScreen() {
  const { data: user } = useMe();
  const firstName = getFirstName(user?.full_name);
  return (
    <>
      <TabHeader title="Home" />
      <div className="page">
        <section className="hero-card" aria-labelledby="greeting">
          <h2 id="greeting" className="hero-card__title">
            {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
          </h2>
          <p className="hero-card__text">share with love, borrow with care</p>
        </section>

        <section aria-labelledby="quick-actions" className="section">
          <h2 id="quick-actions" className="section__title">
            Quick Actions
          </h2>
          <ul className="quick-actions">
            {QUICK_ACTIONS.map(({ title, description, to, icon: Icon }) => (
              <li key={title}>
                <Link to={to} className="quick-action">
                  <span className="quick-action__icon">
                    <Icon size={22} aria-hidden />
                  </span>
                  <span className="quick-action__text">
                    <span className="quick-action__title">{title}</span>
                    <span className="quick-action__description">{description}</span>
                  </span>
                  <ChevronRight size={18} aria-hidden className="quick-action__chevron" />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="getting-started" className="section">
          <h2 id="getting-started" className="section__title">
            How Circle works
          </h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <span className="steps__title">{step.title}</span>
                  <span className="steps__text">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
