import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { renderWithProviders } from '../../test/render';
import { StarRating, WholeStars } from './star-rating';

const texts = ratingsTexts.summary;

/**
 * The five stars as they are painted, left to right: 'full' (the star filled), 'half' (an outline
 * with its left half filled) or 'empty' (an outline). jsdom draws nothing, so the paint is read
 * from each star's shapes.
 */
function paintedStars(stars: HTMLElement): string[] {
  return [...stars.querySelectorAll('svg')].map((star) => {
    const shapes = [...star.querySelectorAll('path')];
    if (shapes[0]?.getAttribute('fill') !== 'none') return 'full';
    return shapes.some((shape) => shape.getAttribute('clip-path')) ? 'half' : 'empty';
  });
}

describe('StarRating', () => {
  it.each([
    [4.5, 12, '4,5', '(12 evaluaciones)', ['full', 'full', 'full', 'full', 'half']],
    [4.4, 5, '4,4', '(5 evaluaciones)', ['full', 'full', 'full', 'full', 'empty']],
    [1, 1, '1,0', '(1 evaluación)', ['full', 'empty', 'empty', 'empty', 'empty']],
    [5, 3, '5,0', '(3 evaluaciones)', ['full', 'full', 'full', 'full', 'full']],
  ])(
    'reads %s to a screen reader as the average of five, and shows it with its count',
    (average, count, shown, counted, painted) => {
      renderWithProviders(<StarRating summary={{ average, count }} />);
      const stars = screen.getByRole('img');
      // What a screen reader says: the average, with the comma of Chilean Spanish, out of five.
      expect(stars).toHaveAccessibleName(texts.outOfFive(shown));
      // What a person reads beside the stars; the number is hidden from screen readers, which
      // have just heard it in the stars' name.
      expect(screen.getByText(shown)).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByText(counted)).toBeVisible();
      expect(paintedStars(stars)).toEqual(painted);
    },
  );

  it("says 'Sin evaluaciones' without ratings, never zero stars", () => {
    renderWithProviders(<StarRating summary={{ average: null, count: 0 }} />);
    expect(screen.getByText(texts.none)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('WholeStars', () => {
  it.each([
    [4, '4 de 5 estrellas', ['full', 'full', 'full', 'full', 'empty']],
    [1, '1 de 5 estrellas', ['full', 'empty', 'empty', 'empty', 'empty']],
  ])('reads %d whole stars as "%s"', (count, name, painted) => {
    renderWithProviders(<WholeStars stars={count} />);
    const stars = screen.getByRole('img', { name });
    expect(stars).toHaveAccessibleName(ratingsTexts.stars(count));
    expect(paintedStars(stars)).toEqual(painted);
  });
});
