import { Hero } from '@inclusion/ui';

// Replaced by the page's real content.
export default function ProjectsPage() {
  return <Hero title="ProjectsPage" />;
}
