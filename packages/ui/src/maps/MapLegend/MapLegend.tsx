import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export type MapLegendProps = {
  /**
   * What the legend is of, read as its name.
   * @default 'Legend'
   */
  label?: string;
} & ComponentPropsWithoutRef<'ul'>;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  list-style: none;
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Entry = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &::before {
    content: '';
    width: ${({ theme }) => theme.size.map['legend-swatch']};
    height: ${({ theme }) => theme.size.map['legend-swatch']};
    border-radius: 50%;
  }
  &[data-type='parent']::before {
    background: ${({ theme }) => theme.color['user-type'].parent};
  }
  &[data-type='staff']::before {
    background: ${({ theme }) => theme.color['user-type'].staff};
  }
`;

/** Parent versus staff colours of the user base and parking maps (docs/product/maps.md). */
export function MapLegend({ label = 'Legend', ...rest }: MapLegendProps) {
  return (
    <List aria-label={label} {...rest}>
      <Entry data-type="parent">Parent</Entry>
      <Entry data-type="staff">Staff</Entry>
    </List>
  );
}
