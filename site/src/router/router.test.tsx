import { act as reactAct, createRef, Suspense, use, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type SetURLSearchParams,
} from './index.js';

/** React's act, in the mode vitest-browser-react uses for its own calls. */
async function act(callback: () => unknown) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => {
      await callback();
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

// The test page's own address, put back after each test (each one starts at an address of its own).
const testPageUrl = window.location.href;
let clicks: { defaultPrevented: boolean }[] = [];
/** Records whether the router took each click, then stops the browser from following the link. */
const recordClick = (event: MouseEvent) => {
  clicks.push({ defaultPrevented: event.defaultPrevented });
  event.preventDefault();
};

beforeEach(() => {
  clicks = [];
  document.addEventListener('click', recordClick);
});
afterEach(() => {
  document.removeEventListener('click', recordClick);
  window.history.replaceState(null, '', testPageUrl);
});

/** Starts the browser at `path`, as a page the browser loaded itself (no state of the router's). */
function startAt(path: string) {
  window.history.replaceState(null, '', path);
}

let latest: { location: Location; navigate: NavigateFunction } | undefined;
function Probe() {
  latest = { location: useLocation(), navigate: useNavigate() };
  return null;
}

async function click(element: Element, init: MouseEventInit = {}) {
  await act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
}

async function renderAt(path: string, children: ReactNode) {
  startAt(path);
  return render(
    <BrowserRouter>
      {children}
      <Probe />
    </BrowserRouter>,
  );
}

describe('BrowserRouter', () => {
  test("starts at the browser's address, with the key 'default' and no state", async () => {
    await renderAt('/contact?topic=events#form', null);
    expect(latest?.location).toEqual({
      pathname: '/contact',
      search: '?topic=events',
      hash: '#form',
      state: null,
      key: 'default',
    });
  });

  test('reads the state and key of an entry it made (a reload keeps them, as with React Router)', async () => {
    window.history.replaceState(
      { usr: { from: '/staff/volunteer' }, key: 'k1', idx: 3 },
      '',
      '/staff/volunteer/1',
    );
    await render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    expect(latest?.location.state).toEqual({ from: '/staff/volunteer' });
    expect(latest?.location.key).toBe('k1');
  });

  test('navigate pushes an entry with its state and a new key; replace replaces it', async () => {
    await renderAt('/', null);
    const length = window.history.length;
    await act(() => latest?.navigate('/about?x=1#team', { state: { from: 'home' } }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/about?x=1#team');
    expect(window.history.length).toBe(length + 1);
    expect(latest?.location).toMatchObject({
      pathname: '/about',
      search: '?x=1',
      hash: '#team',
      state: { from: 'home' },
    });
    const key = latest?.location.key;
    expect(key).not.toBe('default');
    expect(window.history.state).toEqual({ usr: { from: 'home' }, key });

    await act(() => latest?.navigate('/donate', { replace: true }));
    expect(window.history.length).toBe(length + 1);
    expect(latest?.location).toMatchObject({ pathname: '/donate', state: null });
    expect(latest?.location.key).not.toBe(key);
  });

  test('a search or hash alone keeps the pathname', async () => {
    await renderAt('/staff/volunteer?page=2#x', null);
    await act(() => latest?.navigate('?page=3'));
    expect(latest?.location).toMatchObject({ pathname: '/staff/volunteer', search: '?page=3', hash: '' });
  });

  test('Back and Forward (popstate) show the entry, with its state and key', async () => {
    await renderAt('/', null);
    await act(() => latest?.navigate('/about', { state: 'first' }));
    const aboutKey = latest?.location.key;
    await act(() => latest?.navigate('/contact'));
    expect(latest?.location.pathname).toBe('/contact');

    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      window.history.back();
      await popped;
    });
    expect(latest?.location).toMatchObject({ pathname: '/about', state: 'first', key: aboutKey });
  });

  test("keeps showing the current page while the next one's code loads (navigation in a transition)", async () => {
    let resolve = () => {};
    const loading = new Promise<void>((done) => (resolve = done));
    function Slow() {
      use(loading);
      return <p>Slow page</p>;
    }
    const screen = await renderAt(
      '/',
      <Suspense fallback={<p>Fallback</p>}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/slow" element={<Slow />} />
        </Routes>
      </Suspense>,
    );
    await act(() => latest?.navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.container.textContent).toBe('Home page');
    await act(async () => {
      resolve();
      await loading;
    });
    await expect.poll(() => screen.container.textContent).toBe('Slow page');
  });
});

describe('Routes', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    );
  }
  function Params() {
    return <output>{JSON.stringify(useParams())}</output>;
  }
  function Staff() {
    return (
      <Routes>
        <Route index element={<p>Overview</p>} />
        <Route path="team" element={<p>Team</p>} />
        <Route path=":kind" element={<Params />} />
        <Route path=":kind/:id" element={<Params />} />
        <Route path="*" element={<p>Staff not found</p>} />
      </Routes>
    );
  }
  const app = (
    <Routes>
      <>
        <Route path="/" element={<Counter label="Home" />} />
        <Route path="/about" element={<Counter label="About" />} />
      </>
      <Route path="/staff/*" element={<Staff />} />
      <Route path="*" element={<p>Not found</p>} />
    </Routes>
  );

  test('nested routes match below their parent, with its params and their own', async () => {
    const screen = await renderAt('/staff', app);
    expect(screen.container.textContent).toBe('Overview');
    await act(() => latest?.navigate('/staff/team'));
    expect(screen.container.textContent).toBe('Team');
    await act(() => latest?.navigate('/staff/volunteer'));
    expect(JSON.parse(screen.container.textContent ?? '')).toEqual({ '*': 'volunteer', kind: 'volunteer' });
    await act(() => latest?.navigate('/staff/volunteer/a%20b/'));
    expect(JSON.parse(screen.container.textContent ?? '')).toEqual({
      '*': 'volunteer/a b/',
      kind: 'volunteer',
      id: 'a b',
    });
    await act(() => latest?.navigate('/staff/volunteer/1/2'));
    expect(screen.container.textContent).toBe('Staff not found');
    await act(() => latest?.navigate('/nowhere'));
    expect(screen.container.textContent).toBe('Not found');
  });

  test('an element of the same type stays mounted from one route to the next (a layout keeps its state)', async () => {
    const screen = await renderAt('/', app);
    const button = screen.container.querySelector('button');
    if (!button) throw new Error('no button');
    await act(() => button.click());
    expect(button.textContent).toBe('Home 1');
    await act(() => latest?.navigate('/about'));
    expect(screen.container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('About 1');
  });

  test('renders nothing when no route matches', async () => {
    const screen = await renderAt('/x', <Routes>{[<Route key="a" path="/a" element="A" />]}</Routes>);
    expect(screen.container.innerHTML).toBe('');
  });
});

describe('Link', () => {
  test('renders a real link, spreads its props and forwards its ref', async () => {
    const ref = createRef<HTMLAnchorElement>();
    const screen = await renderAt(
      '/',
      <Link to="/events&campaigns?x=1#top" ref={ref} className="c" aria-label="Events">
        Events
      </Link>,
    );
    const link = screen.container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/events&campaigns?x=1#top');
    expect(link?.className).toBe('c');
    expect(link?.getAttribute('aria-label')).toBe('Events');
    expect(ref.current).toBe(link);
  });

  test('a plain left click navigates in the page, with the link’s state', async () => {
    const screen = await renderAt(
      '/',
      <Link to="/events&campaigns" state={{ from: '/' }}>
        Events
      </Link>,
    );
    const length = window.history.length;
    await click(screen.container.querySelector('a') as Element);
    expect(clicks).toEqual([{ defaultPrevented: true }]);
    expect(window.location.pathname).toBe('/events&campaigns');
    expect(window.history.length).toBe(length + 1);
    expect(latest?.location).toMatchObject({ pathname: '/events&campaigns', state: { from: '/' } });
  });

  test('clicks with a modifier key or another button, and links with a target or download, are left to the browser', async () => {
    const screen = await renderAt(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/about" target="_blank">
          New tab
        </Link>
        <Link to="/about" download>
          Save
        </Link>
      </>,
    );
    const [plain, blank, download] = screen.container.querySelectorAll('a');
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      await click(plain as Element, init);
    }
    await click(blank as Element);
    await click(download as Element);
    expect(clicks.map((click) => click.defaultPrevented)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(latest?.location.pathname).toBe('/');
    expect(window.location.pathname).toBe('/');
  });

  test('a link to another origin is left to the browser; one to this origin navigates in the page', async () => {
    const screen = await renderAt(
      '/',
      <>
        <Link to="https://example.org/about">Elsewhere</Link>
        <Link to={`${window.location.origin}/about?x=1`}>Here</Link>
      </>,
    );
    const [elsewhere, here] = screen.container.querySelectorAll('a');
    expect(elsewhere?.getAttribute('href')).toBe('https://example.org/about');
    await click(elsewhere as Element);
    expect(latest?.location.pathname).toBe('/');
    await click(here as Element);
    expect(clicks.map((click) => click.defaultPrevented)).toEqual([false, true]);
    expect(latest?.location).toMatchObject({ pathname: '/about', search: '?x=1' });
  });

  test('its onClick runs first and can cancel the navigation', async () => {
    const screen = await renderAt(
      '/',
      <Link to="/about" onClick={(event) => event.preventDefault()}>
        About
      </Link>,
    );
    await click(screen.container.querySelector('a') as Element);
    expect(latest?.location.pathname).toBe('/');
  });

  test('a link to the address shown replaces the entry; `replace` always does', async () => {
    const screen = await renderAt(
      '/about',
      <>
        <Link to="/about">Same</Link>
        <Link to="/contact" replace>
          Replacing
        </Link>
      </>,
    );
    const [same, replacing] = screen.container.querySelectorAll('a');
    const length = window.history.length;
    await click(same as Element);
    expect(latest?.location.key).not.toBe('default');
    await click(replacing as Element);
    expect(latest?.location.pathname).toBe('/contact');
    expect(window.history.length).toBe(length);
  });
});

describe('NavLink', () => {
  const nav = (
    <>
      <NavLink to="/" end className="site-nav__link">
        Home
      </NavLink>
      <NavLink to="/events&campaigns" end className="site-nav__link">
        Events
      </NavLink>
      <NavLink to="/staff">Staff</NavLink>
    </>
  );
  const current = (container: HTMLElement) =>
    [...container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('aria-current'),
      link.className,
    ]);

  test('marks the link of the page shown with aria-current="page" and the class active', async () => {
    const screen = await renderAt('/events&campaigns', nav);
    expect(current(screen.container)).toEqual([
      ['Home', null, 'site-nav__link'],
      ['Events', 'page', 'site-nav__link active'],
      ['Staff', null, ''],
    ]);
    await act(() => latest?.navigate('/'));
    expect(current(screen.container)[0]).toEqual(['Home', 'page', 'site-nav__link active']);
  });

  test('`end` makes a link active on its own address only; without it, on the addresses below too', async () => {
    const screen = await renderAt('/staff/volunteer', nav);
    expect(current(screen.container).map(([, ariaCurrent]) => ariaCurrent)).toEqual([null, null, 'page']);
    await act(() => latest?.navigate('/staffroom'));
    expect(current(screen.container).map(([, ariaCurrent]) => ariaCurrent)).toEqual([null, null, null]);
    await act(() => latest?.navigate('/events&campaigns/1'));
    expect(current(screen.container).map(([, ariaCurrent]) => ariaCurrent)).toEqual([null, null, null]);
  });

  test('compares the address as it is, ignoring case: not active at /events%26campaigns, as with React Router', async () => {
    const screen = await renderAt('/Events&Campaigns', nav);
    expect(current(screen.container)[1]?.[1]).toBe('page');
    // With `end`, a trailing slash is another address (React Router's rule too).
    await act(() => latest?.navigate('/events&campaigns/'));
    expect(current(screen.container)[1]?.[1]).toBeNull();
    await act(() => latest?.navigate('/events%26campaigns'));
    expect(current(screen.container)[1]?.[1]).toBeNull();
  });
});

describe('useSearchParams', () => {
  let searchParams: URLSearchParams | undefined;
  let setSearchParams: SetURLSearchParams | undefined;
  function Query() {
    [searchParams, setSearchParams] = useSearchParams();
    const [, rerender] = useState(0);
    return (
      <button type="button" onClick={() => rerender((count) => count + 1)}>
        Render again
      </button>
    );
  }

  test('reads the query, and keeps the same object until it changes', async () => {
    const screen = await renderAt('/staff/volunteer?status=new&page=2', <Query />);
    const first = searchParams;
    expect(first?.get('status')).toBe('new');
    await act(() => screen.container.querySelector('button')?.click());
    expect(searchParams).toBe(first);
  });

  test('sets a new query from URLSearchParams, a record or a function, adding an entry unless told to replace', async () => {
    await renderAt('/staff/volunteer?status=new#top', <Query />);
    const length = window.history.length;
    await act(() => setSearchParams?.(new URLSearchParams({ sort: '-createdAt' })));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/staff/volunteer?sort=-createdAt',
    );
    expect(window.history.length).toBe(length + 1);

    await act(() => setSearchParams?.({ status: 'new', event: ['1', '2'] }));
    expect(latest?.location.search).toBe('?status=new&event=1&event=2');
    expect(window.history.length).toBe(length + 2);

    await act(() =>
      setSearchParams?.(
        (previous) => {
          previous.set('page', '3');
          return previous;
        },
        { replace: true },
      ),
    );
    expect(latest?.location.search).toBe('?status=new&event=1&event=2&page=3');
    expect(window.history.length).toBe(length + 2);

    await act(() => setSearchParams?.({}));
    expect(latest?.location).toMatchObject({ pathname: '/staff/volunteer', search: '' });
  });
});

describe('StaticRouter', () => {
  function Page() {
    const location = useLocation();
    const navigate = useNavigate();
    let navigated = 'no';
    try {
      navigate('/elsewhere');
    } catch {
      navigated = 'refused';
    }
    return (
      <>
        <p>{JSON.stringify(location)}</p>
        <p>{navigated}</p>
        <Link to="?page=2">Next</Link>
      </>
    );
  }

  test('renders the routes of its one address, and refuses to navigate', () => {
    const html = renderToString(
      <StaticRouter location="/staff/volunteer?status=new">
        <Routes>
          <Route path="/staff/*" element={<Page />} />
          <Route path="*" element="Not found" />
        </Routes>
      </StaticRouter>,
    );
    const text = new DOMParser().parseFromString(html, 'text/html');
    const [location, navigated] = [...text.querySelectorAll('p')].map((p) => p.textContent);
    expect(JSON.parse(location ?? '')).toEqual({
      pathname: '/staff/volunteer',
      search: '?status=new',
      hash: '',
      state: null,
      key: 'default',
    });
    expect(navigated).toBe('refused');
    expect(text.querySelector('a')?.getAttribute('href')).toBe('/staff/volunteer?page=2');
  });
});
