import { Hero, Section } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { newsPage as page } from '../content/news.js';
import { news } from '../forms/rows/news.js';
import { TableForm } from '../forms/TableForm.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const FORM_ID = 'news-submit';

/** /what-new: news, and a form to share news with the foundation (spec section 2). */
export default function NewsPage() {
  const { links } = page.intro;
  return (
    <>
      <Hero title={page.hero.title} lead={page.hero.lead} image={page.hero.image} />

      <Section id="news-intro" title={page.intro.title} size="narrow">
        <Paragraphs texts={page.intro.paragraphs} />
        <p>
          {links.before}
          <Link to={links.events.to}>{links.events.label}</Link>
          {links.between}
          <Link to={links.gallery.to}>{links.gallery.label}</Link>
          {links.after}
        </p>
      </Section>

      <Section id={FORM_ID} title={page.form.title} intro={page.form.intro} tone="muted" size="narrow">
        <TableForm row={news} text={page.form} labelledBy={`${FORM_ID}-heading`} />
      </Section>

      <ContactSection />
    </>
  );
}
