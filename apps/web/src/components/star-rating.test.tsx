import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { renderWithProviders } from '../../test/render';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('reads the average to one decimal out of five, with the count', () => {
    renderWithProviders(<StarRating summary={{ average: 4.5, count: 12 }} />);
    expect(screen.getByRole('img', { name: '4,5 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(12 evaluaciones)')).toBeInTheDocument();
  });

  it('draws four full stars and a half for 4,5, and no half for 4,4', () => {
    const { container, unmount } = renderWithProviders(
      <StarRating summary={{ average: 4.5, count: 2 }} />,
    );
    expect(container.querySelectorAll('clipPath')).toHaveLength(5);
    expect(container.querySelectorAll('path[clip-path]')).toHaveLength(1);
    unmount();
    const other = renderWithProviders(<StarRating summary={{ average: 4.4, count: 5 }} />);
    expect(other.container.querySelectorAll('path[clip-path]')).toHaveLength(0);
  });

  it("says 'Sin evaluaciones' without ratings, never zero stars", () => {
    renderWithProviders(<StarRating summary={{ average: null, count: 0 }} />);
    expect(screen.getByText(ratingsTexts.summary.none)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
