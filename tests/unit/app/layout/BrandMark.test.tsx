import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { BrandMark } from '../../../../src/app/layout/BrandMark';

describe('BrandMark', () => {
  it('draws the mark file itself, out of the link’s accessible name', () => {
    render(
      <MemoryRouter>
        <Link to="/" aria-label="Studio Nova, home">
          <BrandMark />
          Studio Nova
        </Link>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Studio Nova, home' });
    const drawn = link.querySelector('svg');
    const file = new DOMParser().parseFromString(readFileSync('src/brand/mark.svg', 'utf8'), 'image/svg+xml');
    expect(drawn?.isEqualNode(file.documentElement)).toBe(true);
    expect(drawn?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
