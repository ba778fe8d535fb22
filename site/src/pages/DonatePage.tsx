import { Hero } from '@inclusion/ui';

// Replaced by the page's real content.
export default function DonatePage() {
  return <Hero title="DonatePage" />;
}
