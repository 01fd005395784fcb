import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StockPhoto } from '../../../src/components/StockPhoto';

const image = { id: 'photo-123', width: 1200, height: 800 };

describe('StockPhoto', () => {
  it('reserves its space and loads lazily unless it is a priority', () => {
    const { rerender } = render(<StockPhoto image={image} alt="Une équipe au travail" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Une équipe au travail' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');

    rerender(<StockPhoto image={image} alt="Une équipe au travail" sizes="100vw" priority />);
    expect(screen.getByRole('img', { name: 'Une équipe au travail' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Une équipe au travail' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces a photo that fails to load with its designed frame, keeping the alt text', () => {
    render(<StockPhoto image={image} alt="A team at work" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'A team at work' }));
    const frame = screen.getByRole('img', { name: 'A team at work' });
    expect(frame.tagName).toBe('DIV');
    expect(frame).toHaveClass('stock-photo--failed');
  });

  describe('in a prerendered page', () => {
    const photos = (
      <>
        <StockPhoto image={image} alt="Une équipe au travail" sizes="100vw" priority />
        <StockPhoto image={{ id: 'photo-456', width: 1200, height: 1200 }} alt="Deux collègues" sizes="50vw" />
      </>
    );

    it('is an image only on the first screen; a later photo is its named frame, its image for no-script browsers', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(photos);
      // What the browser fetches while parsing the page: the priority photo, and nothing else.
      const fetched = [...container.querySelectorAll('img')];
      expect(fetched.map((img) => img.getAttribute('alt'))).toEqual(['Une équipe au travail']);
      expect(fetched[0]).toHaveAttribute('fetchpriority', 'high');
      const frame = container.querySelector('[aria-label="Deux collègues"]');
      expect(frame).toHaveAttribute('role', 'img');
      expect(frame).toHaveClass('stock-photo--1x1');
      // Without JavaScript, the browser parses the <noscript> content as markup and shows the photo.
      const fallback = frame?.querySelector('noscript')?.textContent ?? '';
      expect(fallback).toMatch(/^<img [^>]*src="\/img\/v\d+\/photo-456\/960"/);
      expect(fallback).toContain('alt="Deux collègues"');
      expect(fallback).toContain('loading="lazy"');
    });

    it('gets its image, lazy, once the app has taken the page over, with no mismatch', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(photos);
      document.body.append(container);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, photos);
        await Promise.resolve();
      });
      const later = screen.getByRole('img', { name: 'Deux collègues' });
      expect(later.tagName).toBe('IMG');
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later.parentElement).not.toHaveAttribute('role');
      expect(container.querySelector('noscript')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      act(() => {
        root?.unmount();
      });
      container.remove();
    });
  });
});
