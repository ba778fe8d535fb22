import { ContactSection } from '../sections/ContactSection.js';
import { NewsletterSection } from '../sections/NewsletterSection.js';
import { Hero } from '@inclusion/ui';

export default function ContactPage() {
  return (
    <>
      <Hero title="Contact Us" />
      <ContactSection />
      <NewsletterSection />
    </>
  );
}
