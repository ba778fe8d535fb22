import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../types.js';
import { installStaffApp, staffFileOf } from './staff-app.js';

let root: string;
let app: App;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'api-staff-'));
  const staffDir = join(root, 'staff');
  await mkdir(join(staffDir, 'assets'), { recursive: true });
  await writeFile(join(staffDir, 'index.html'), '<!doctype html><title>Staff inbox</title>');
  await writeFile(join(staffDir, 'assets', 'index-abc123.js'), 'console.log("inbox")');
  await writeFile(join(root, 'secret.txt'), 'outside the inbox');
  app = Fastify() as unknown as App;
  await app.register(fastifyStatic, { root: staffDir, serve: false });
  const served = await installStaffApp(app, staffDir, (reply, file, from) =>
    reply.sendFile(file, from, { cacheControl: false }),
  );
  expect(served).toBe(true);
  // The API tests check every answer against the app's OpenAPI document: this app has no API.
  app.get('/api/openapi.json', () => ({
    openapi: '3.1.0',
    info: { title: 'none', version: '0' },
    paths: {},
  }));
  app.get('/*', (_request, reply) => reply.code(404).send('not the inbox'));
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the staff inbox at /staff', () => {
  it('answers every address under /staff with its page, so a bookmarked list or a mailed link loads', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/volunteer?status=pending&sort=-createdAt',
      '/staff/donation/0b6f3c1e-1111-4d2a-9a51-0c6e0b7a0001',
      '/staff/accept-invite',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Staff inbox</title>');
    }
  });

  it('serves its assets, and an unknown asset is a 404, never the page', async () => {
    const script = await get('/staff/assets/index-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('inbox');
    expect((await get('/staff/assets/missing-1.js')).statusCode).toBe(404);
  });

  it('leaves other paths alone and never serves a file outside its build', async () => {
    expect((await get('/staffing')).body).toBe('not the inbox');
    expect((await get('/about/staff')).body).toBe('not the inbox');
    for (const url of [
      '/staff/../secret.txt',
      '/staff/%2e%2e/secret.txt',
      '/staff/assets/..%2f..%2fsecret.txt',
    ]) {
      expect((await get(url)).body, url).not.toContain('outside the inbox');
    }
  });

  it('names only index.html and hashed assets as files', () => {
    expect(staffFileOf('/staff/assets/index-abc123.js')).toBe('assets/index-abc123.js');
    expect(staffFileOf('/staff/index.html')).toBe('index.html');
    expect(staffFileOf('/staff/volunteer')).toBeUndefined();
    expect(staffFileOf('/staff/assets/../secret.txt')).toBeUndefined();
    expect(staffFileOf('/staff/%E0%A4%A')).toBeUndefined();
  });
});
