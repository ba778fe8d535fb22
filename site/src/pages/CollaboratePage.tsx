import { Hero } from '@inclusion/ui';

// Replaced by the page's real content.
export default function CollaboratePage() {
  return <Hero title="CollaboratePage" />;
}
