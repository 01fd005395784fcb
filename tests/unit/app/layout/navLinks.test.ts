import { isNavTargetActive } from '../../../../src/app/layout/navLinks';

describe('which bar link is active', () => {
  it.each([
    ['/', { pathname: '/', hash: '' }, true],
    ['/', { pathname: '/', hash: '#about' }, true],
    ['/', { pathname: '/', hash: '#expertise' }, true],
    ['/', { pathname: '/expertise', hash: '' }, false],
    ['/expertise', { pathname: '/expertise', hash: '' }, true],
    ['/expertise', { pathname: '/expertise', hash: '#web' }, true],
    ['/expertise', { pathname: '/', hash: '#expertise' }, false],
    ['/projects', { pathname: '/projects', hash: '' }, true],
    ['/projects', { pathname: '/projectsx', hash: '' }, false],
    ['/contact', { pathname: '/', hash: '' }, false],
  ])('%s at %j: %s', (to, location, expected) => {
    expect(isNavTargetActive(to, location)).toBe(expected);
  });
});
