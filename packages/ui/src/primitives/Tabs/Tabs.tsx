import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';

export type TabItem = {
  /** Identifies the tab in `value` / `onValueChange`. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /**
   * Shown but not selectable; arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
};

export type TabsProps = {
  /** The tabs, in display order. */
  items: readonly TabItem[];
  /**
   * Names the tab list for screen readers when the page heading does not already say what the
   * tabs switch between.
   * @default undefined
   */
  label?: string;
  /**
   * The selected tab (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * The tab selected at first (uncontrolled).
   * @default the first enabled item's value
   */
  defaultValue?: string;
  /**
   * Called with the newly selected tab.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
} & Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Root>,
  'children' | 'asChild' | 'value' | 'defaultValue' | 'onValueChange'
>;

// A tab set is never wider than its place: in a grid or flex layout its tab list's width (ten tabs
// that do not wrap) would otherwise widen the page on a phone rather than scroll.
const Root = styled(RadixTabs.Root)`
  min-width: 0;
`;

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  /* Many tabs (the user-detail modal has ten) scroll sideways rather than wrap. */
  overflow-x: auto;
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: ${({ theme }) => theme.size.border.thick} solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  /* Drawn inside, so the scrolling list does not clip the focus ring. */
  &:focus-visible {
    outline-offset: calc(${({ theme }) => theme.size['focus-ring']} * -1);
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.text.accent};
    border-bottom-color: ${({ theme }) => theme.color.border.accent};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/**
 * Tabs (Radix Tabs): Tab reaches the selected tab, arrow keys and Home/End move between tabs and
 * show their panel, Tab again moves into the panel.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, ...rest }: TabsProps) {
  // Radix starts with nothing selected when given no value; a tab set always shows a panel.
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;

  return (
    <Root value={value} defaultValue={initial} onValueChange={onValueChange} {...rest}>
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
