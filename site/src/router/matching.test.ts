import { describe, expect, test } from 'vitest';
import { allRoutes, extraRoutes, routes } from '../routes.js';
import { staffPages } from '../staff/staffPages.js';
import { decodePath, matchPath, matchRoutes, type RouteObject } from './matching.js';
import { parsePath, resolvePath } from './paths.js';

const routeAt = (pathname: string) => matchRoutes([...allRoutes], pathname)?.[0]?.route.path;

describe("the site's route table", () => {
  test('each route matches its own path, with or without a trailing slash, in any case', () => {
    for (const route of allRoutes.filter((route) => !route.path.includes('*'))) {
      expect(routeAt(route.path)).toBe(route.path);
      expect(routeAt(`${route.path}/`.replace('//', '/'))).toBe(route.path);
      expect(routeAt(route.path.toUpperCase())).toBe(route.path);
    }
  });

  test('static paths win over the staff splat and the not-found route; anything else is not found', () => {
    expect(routeAt('/')).toBe('/');
    expect(routeAt('/about')).toBe('/about');
    expect(routeAt('/staff')).toBe('/staff/*');
    expect(routeAt('/staff/')).toBe('/staff/*');
    expect(routeAt('/staff/volunteer/abc')).toBe('/staff/*');
    expect(routeAt('/staffroom')).toBe('*');
    expect(routeAt('/about/more')).toBe('*');
    expect(routeAt('/events&campaigns/3')).toBe('*');
    expect(routeAt('/no-such-page-here')).toBe('*');
  });

  test("/events&campaigns matches whether the '&' comes encoded or not", () => {
    const events = routes.find((route) => route.page === 'EventsPage')?.path;
    expect(events).toBe('/events&campaigns');
    expect(routeAt('/events&campaigns')).toBe(events);
    expect(routeAt('/events%26campaigns')).toBe(events);
    expect(routeAt('/events%26Campaigns/')).toBe(events);
    expect(routeAt('/events%26campaigns/1')).toBe(extraRoutes.event1.path);
    expect(routeAt('/events&campaigns/2')).toBe(extraRoutes.event2.path);
    // An encoded letter is the letter; an encoded slash is not a separator.
    expect(routeAt('/%61bout')).toBe('/about');
    expect(routeAt('/staff%2Fvolunteer')).toBe('*');
  });

  test('a malformed escape does not throw: the path is compared as it came', () => {
    expect(decodePath('/events%E0%A4%A')).toBe('/events%E0%A4%A');
    expect(routeAt('/events%E0%A4%A')).toBe('*');
    expect(routeAt('/staff/%E0%A4%A')).toBe('/staff/*');
  });

  test('the splat param holds the rest of the path, decoded', () => {
    const [match] = matchRoutes([...allRoutes], '/staff/volunteer/a%20b') ?? [];
    expect(match?.params).toEqual({ '*': 'volunteer/a b' });
    expect(match?.pathnameBase).toBe('/staff');
  });

  test('matchRoutes takes a location object or a path with a search and a hash', () => {
    expect(matchRoutes([...allRoutes], { pathname: '/donate' })?.[0]?.route.path).toBe('/donate');
    expect(matchRoutes([...allRoutes], '/donate?amount=5#form')?.[0]?.route.path).toBe('/donate');
  });
});

describe("the staff inbox's routes, relative to /staff", () => {
  const table: (RouteObject & { name: string })[] = [
    ...staffPages.map((page) =>
      page.path === '' ? { name: 'index', index: true } : { name: page.path, path: page.path },
    ),
    { name: 'not found', path: '*' },
  ];
  const at = (pathname: string) => matchRoutes(table, pathname)?.[0];

  test('fixed segments beat parameters, which beat the splat', () => {
    expect(at('/')?.route.name).toBe('index');
    expect(at('/team')?.route.name).toBe('team');
    expect(at('/people')?.route.name).toBe('people');
    expect(at('/accept-invite')?.route.name).toBe('accept-invite');
    expect(at('/volunteer')?.route.name).toBe(':kind');
    expect(at('/volunteer/42')?.route.name).toBe(':kind/:id');
    expect(at('/team/42')?.route.name).toBe(':kind/:id');
    expect(at('/volunteer/42/more')?.route.name).toBe('not found');
  });

  test('parameters are decoded, an encoded slash included', () => {
    expect(at('/volunteer/a%2Fb%20c')?.params).toEqual({ kind: 'volunteer', id: 'a/b c' });
  });

  test('the order of the list decides only between equal scores', () => {
    const first = matchRoutes([{ path: ':a' }, { path: ':b' }], '/x')?.[0];
    expect(first?.route.path).toBe(':a');
    const reversed = matchRoutes([{ path: '*' }, { path: ':b' }, { path: 'x' }], '/x')?.[0];
    expect(reversed?.route.path).toBe('x');
  });

  test('no match at all is null', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
    expect(matchRoutes([{ index: true }], '/b')).toBeNull();
  });
});

describe('matchPath', () => {
  test('a string pattern must match the whole pathname (trailing slashes aside), in any case', () => {
    expect(matchPath('/staff/team', '/staff/team')?.pathname).toBe('/staff/team');
    expect(matchPath('/staff/team', '/Staff/Team/')).not.toBeNull();
    expect(matchPath('/staff/team', '/staff/team/x')).toBeNull();
  });

  test('end: false matches whole segments at the start of the pathname', () => {
    const pattern = { path: '/staff/team', end: false };
    expect(matchPath(pattern, '/staff/team/invite')?.pathnameBase).toBe('/staff/team');
    expect(matchPath(pattern, '/staff/team')).not.toBeNull();
    expect(matchPath(pattern, '/staff/teams')).toBeNull();
    expect(matchPath(pattern, '/staff')).toBeNull();
  });

  test('caseSensitive patterns', () => {
    expect(matchPath({ path: '/About', caseSensitive: true }, '/about')).toBeNull();
    expect(matchPath({ path: '/About', caseSensitive: true }, '/About')).not.toBeNull();
  });

  test('params and the splat', () => {
    expect(matchPath('/staff/:kind/:id', '/staff/volunteer/7')?.params).toEqual({
      kind: 'volunteer',
      id: '7',
    });
    const splat = matchPath('/files/*', '/files/a/b/');
    expect(splat?.params).toEqual({ '*': 'a/b/' });
    expect(splat?.pathnameBase).toBe('/files');
    expect(matchPath('/files/*', '/files')?.params).toEqual({ '*': '' });
    expect(matchPath('*', '/anything/at/all')?.params).toEqual({ '*': 'anything/at/all' });
  });

  test('characters special to regular expressions are literal', () => {
    expect(matchPath('/a.b(c)', '/a.b(c)')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});

describe('paths', () => {
  test('parsePath splits the pathname, search and hash; a bare ? or # is none', () => {
    expect(parsePath('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
    expect(parsePath('/a#c?d')).toEqual({ pathname: '/a', search: '', hash: '#c?d' });
    expect(parsePath('/a?#')).toEqual({ pathname: '/a', search: '', hash: '' });
  });

  test('resolvePath keeps absolute paths and gives a search or hash alone the current pathname', () => {
    expect(resolvePath('/staff/volunteer?status=new', '/x')).toBe('/staff/volunteer?status=new');
    expect(resolvePath('?page=2', '/staff/volunteer')).toBe('/staff/volunteer?page=2');
    expect(resolvePath('?', '/staff/volunteer')).toBe('/staff/volunteer');
    expect(resolvePath('#form', '/donate')).toBe('/donate#form');
  });
});
