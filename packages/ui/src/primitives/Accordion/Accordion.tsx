import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { Content, Heading, Item, List, Meta, Title, Trigger } from './Accordion.styles';

/** One section: a heading button that shows or hides its content. */
export type AccordionItem = {
  /** Identifies the item in `value` and `onValueChange` (e.g. a message id). */
  value: string;
  /** The heading text (a message subject). */
  title: ReactNode;
  /** What the item reveals when open. */
  content: ReactNode;
  /**
   * Extra heading details at the end of the row: a 'New' tag, a time-ago.
   * @default undefined
   */
  meta?: ReactNode;
  /**
   * The item cannot be opened or closed.
   * @default false
   */
  disabled?: boolean;
};

export type AccordionProps = {
  /** The sections, in order. */
  items: AccordionItem[];
  /**
   * `single` keeps at most one item open; `multiple` lets several stay open.
   * @default 'single'
   */
  type?: 'single' | 'multiple';
  /**
   * The open items (controlled). In `single` mode it holds at most one value.
   * @default undefined
   */
  value?: string[];
  /**
   * The items open at first (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with the open items whenever one opens or closes; the inbox marks a message read here.
   * @default undefined
   */
  onValueChange?: (value: string[]) => void;
  /**
   * Level of each item's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
} & Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'>;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/**
 * Sections that open and close, on Radix Accordion: Enter or Space toggles, arrow keys, Home and
 * End move between headings. Values are always arrays, whatever the `type`.
 */
export function Accordion({
  items,
  type = 'single',
  value,
  defaultValue = [],
  onValueChange,
  headingLevel = 3,
  ...rest
}: AccordionProps) {
  const sections = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} asChild>
      <Item>
        <RadixAccordion.Header asChild>
          <Heading as={`h${headingLevel}`}>
            <Trigger>
              <Title>{item.title}</Title>
              {item.meta && <Meta>{item.meta}</Meta>}
              <Chevron />
            </Trigger>
          </Heading>
        </RadixAccordion.Header>
        <Content>{item.content}</Content>
      </Item>
    </RadixAccordion.Item>
  ));

  if (type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        asChild
      >
        <List {...rest}>{sections}</List>
      </RadixAccordion.Root>
    );
  }

  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={value ? (value[0] ?? '') : undefined}
      defaultValue={defaultValue[0]}
      onValueChange={(next) => onValueChange?.(next ? [next] : [])}
      asChild
    >
      <List {...rest}>{sections}</List>
    </RadixAccordion.Root>
  );
}
