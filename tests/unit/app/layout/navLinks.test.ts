import { isNavTargetActive } from '../../../../src/app/layout/navLinks';

describe('which bar link is active', () => {
  it.each([
    ['/', { pathname: '/', hash: '' }, true],
    ['/', { pathname: '/', hash: '#about' }, true],
    ['/', { pathname: '/', hash: '#expertise' }, false],
    ['/#expertise', { pathname: '/', hash: '#expertise' }, true],
    ['/#expertise', { pathname: '/', hash: '' }, false],
    ['/#expertise', { pathname: '/expertise', hash: '' }, false],
    ['/projects', { pathname: '/projects', hash: '' }, true],
    ['/projects', { pathname: '/projectsx', hash: '' }, false],
    ['/contact', { pathname: '/', hash: '' }, false],
  ])('%s at %j: %s', (to, location, expected) => {
    expect(isNavTargetActive(to, location)).toBe(expected);
  });
});
