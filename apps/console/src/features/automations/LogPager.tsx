import { Button } from '@stride/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Props = { page: number; total: number; perPage: number; onPage: (page: number) => void };

/** Previous / Next over pages counted from 0 (spec 2 §9), shown to people from 1. */
export function LogPager({ page, total, perPage, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Bar aria-label="Pages">
      <Button variant="secondary" size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>{`Page ${page + 1} of ${pages}`}</span>
      <Button variant="secondary" size="small" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
