import { isMapCategory, mapCategories, mapCategoryInfo, type MapCategory } from '@stride/domain';
import { Popover } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';

export type MapCategorySelectorProps = {
  /** The category shown. */
  value: MapCategory;
  /** Called with the category chosen. */
  onValueChange: (category: MapCategory) => void;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme['z-index'].popover};
  max-width: ${({ theme }) => theme.size['field-max']};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    vertical-align: top;
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
`;

/** The three map categories as toggle buttons, with an info popover that describes each (docs/product/maps.md). */
export function MapCategorySelector({ value, onValueChange, ...rest }: MapCategorySelectorProps) {
  return (
    <Row {...rest}>
      <ToggleGroup
        label="Map category"
        items={mapCategories.map((category) => ({ value: category, label: mapCategoryInfo[category].label }))}
        value={value}
        onValueChange={(next) => {
          if (isMapCategory(next)) onValueChange(next);
        }}
      />
      <Popover.Root>
        <Popover.Trigger asChild>
          <IconButton label="About the map categories" icon={<Icon name="info" />} />
        </Popover.Trigger>
        <Popover.Portal>
          <Content align="start" sideOffset={4} aria-label="About the map categories">
            <Table>
              <caption>Map categories</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">What it shows</th>
                </tr>
              </thead>
              <tbody>
                {mapCategories.map((category) => (
                  <tr key={category}>
                    <th scope="row">{mapCategoryInfo[category].label}</th>
                    <td>{mapCategoryInfo[category].description}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Content>
        </Popover.Portal>
      </Popover.Root>
    </Row>
  );
}
