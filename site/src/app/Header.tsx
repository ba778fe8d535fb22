import { Container, MenuDisclosure } from '@inclusion/ui';
import { Link } from 'react-router-dom';
import { layoutText } from '../content/shared.js';
import { foundationWords } from '../foundationWords.en.js';
import { HeaderAccount } from './auth/HeaderAccount.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { NavList } from './NavList.js';
import { Logo } from './Logo.js';

export function Header() {
  return (
    <header className="site-header">
      <Container className="site-header__bar">
        <Link to="/" className="site-header__logo">
          <Logo />
          <span className="site-header__name">{foundationWords.name}</span>
        </Link>
        {/* The language switch stays in the bar at every width; the account moves into the menu. */}
        <div className="site-account">
          <LanguageSwitch />
          <div className="site-header__account site-header__account--wide">
            <HeaderAccount />
          </div>
        </div>
      </Container>
      <Container>
        <nav aria-label={layoutText.mainNavigation} className="site-nav">
          <NavList className="site-nav__list site-nav__list--wide" />
          <MenuDisclosure className="site-nav__menu" label={layoutText.menuLabel}>
            <NavList className="site-nav__list site-nav__list--menu" />
            <div className="site-nav__menu-account">
              <HeaderAccount inMenu />
            </div>
          </MenuDisclosure>
        </nav>
      </Container>
    </header>
  );
}
