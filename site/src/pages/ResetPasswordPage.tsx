import { Hero } from '@inclusion/ui';

// Replaced by the page's real content.
export default function ResetPasswordPage() {
  return <Hero title="ResetPasswordPage" />;
}
