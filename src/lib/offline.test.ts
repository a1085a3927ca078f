import { describe, expect, it } from 'vitest';
import { isAppPage, withoutTrailingSlash } from './offline';

const at = (path: string) => new URL(path, 'https://demo.example');

describe('isAppPage', () => {
  it('takes the app’s pages, at the root and under a sub-path', () => {
    expect(isAppPage(at('/'), '/')).toBe(true);
    expect(isAppPage(at('/dashboard'), '/')).toBe(true);
    expect(isAppPage(at('/cgm?tab=weekly'), '/')).toBe(true);
    expect(isAppPage(at('/vitalis/medications'), '/vitalis/')).toBe(true);
    expect(isAppPage(at('/vitalis/auth/reset-password/abc'), '/vitalis/')).toBe(true);
    expect(isAppPage(at('/api/auth/google?redirect=%2F'), '/')).toBe(true);
  });

  it('leaves files, the Storybook beside the app and other sites’ paths alone', () => {
    expect(isAppPage(at('/api-reference.html'), '/')).toBe(false);
    expect(isAppPage(at('/storybook/'), '/')).toBe(false);
    expect(isAppPage(at('/storybook/iframe.html'), '/')).toBe(false);
    expect(isAppPage(at('/other/dashboard'), '/vitalis/')).toBe(false);
    expect(isAppPage(at('/vitalis/storybook'), '/vitalis/')).toBe(false);
  });

  it('takes a page whose name merely starts like a reserved folder', () => {
    expect(isAppPage(at('/storybooks'), '/')).toBe(true);
  });
});

describe('withoutTrailingSlash', () => {
  it('gives the address without its slash, keeping the query', () => {
    expect(withoutTrailingSlash(at('/about/')).map(String)).toEqual(['https://demo.example/about']);
    expect(withoutTrailingSlash(at('/vitalis/auth/login/?next=%2Fcgm')).map(String)).toEqual([
      'https://demo.example/vitalis/auth/login?next=%2Fcgm',
    ]);
  });

  it('gives nothing more for an address without one, or the root', () => {
    expect(withoutTrailingSlash(at('/about'))).toEqual([]);
    expect(withoutTrailingSlash(at('/'))).toEqual([]);
  });
});
