import { fireEvent, render, screen } from '@testing-library/react';
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
});
