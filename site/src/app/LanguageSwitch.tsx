import { ButtonLink } from '@inclusion/ui';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { hreflangOf, ownNameOf, siteLanguage, type Language } from './language.js';

/** The other language of the site, the one the switch offers. */
const otherLanguage: Language = siteLanguage === 'en' ? 'hi' : 'en';

/** `lang` of the switch's own words: the language it names, in which they are written. */
const langOf: Record<Language, string> = { en: 'en', hi: 'hi' };

/**
 * The switch's address: the server's language route (packages/api/src/plugins/language.ts), which
 * remembers the choice in a cookie and answers with the same page in the other language. `page` is
 * the page's address as the route table writes it (the English path), with its query and fragment.
 */
export const languageSwitchHref = (to: Language, page: string) =>
  `/language?to=${to}&path=${encodeURIComponent(page)}`;

const noSubscription = () => () => undefined;

/**
 * The link to the same page in the other language, named in that language ("English", "हिन्दी"),
 * with its `lang` and `hreflang`. A plain link: it works without scripts, and the other language is
 * another build of the site, so it loads a new document. The prerendered link keeps the path; once
 * scripts run it keeps the query and the fragment too (the server's HTML never has them, so they are
 * added after hydration, and again as it is followed, for a fragment the router never saw).
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const page = hydrated ? `${pathname}${search}${hash}` : pathname;
  const keepWhereTheVisitorIs = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = languageSwitchHref(
      otherLanguage,
      `${pathname}${window.location.search}${window.location.hash}`,
    );
  };
  return (
    <ButtonLink
      href={languageSwitchHref(otherLanguage, page)}
      lang={langOf[otherLanguage]}
      hrefLang={hreflangOf[otherLanguage]}
      variant="outline"
      size="sm"
      className="site-language-switch"
      onClick={keepWhereTheVisitorIs}
    >
      {ownNameOf[otherLanguage]}
    </ButtonLink>
  );
}
