import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export type PagerProps = {
  /** The page shown, counted from 0 (as the spec's paged calls count). */
  page: number;
  /** How many pages there are; at least one is shown. */
  pages: number;
  /** Called with the page to show (from 0). */
  onPage: (page: number) => void;
  /**
   * Names the pager's landmark.
   * @default 'Pages'
   */
  'aria-label'?: string;
} & Omit<ComponentPropsWithoutRef<'nav'>, 'children' | 'aria-label'>;

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Previous and Next over a paged list, with 'Page 2 of 13' between them (pages shown from 1). */
export function Pager({ page, pages, onPage, 'aria-label': label = 'Pages', ...rest }: PagerProps) {
  const last = Math.max(1, pages);
  return (
    <Bar aria-label={label} {...rest}>
      <Button variant="secondary" size="small" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">{`Page ${page + 1} of ${last}`}</span>
      <Button variant="secondary" size="small" disabled={page + 1 >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
