import { orderedCategories, type TravelFeatureBlock, type TravelFeatureCategory } from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../primitives/Accordion/Accordion';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { TravelOption } from './TravelOption';

export type TravelDirectoryProps = {
  /** The directory's categories with their options. */
  categories: readonly TravelFeatureCategory[];
  /** Opens the form for a new option in the category. */
  onAdd: (category: TravelFeatureCategory) => void;
  /** Opens an own option for editing. */
  onEdit: (block: TravelFeatureBlock) => void;
  /** Deletes an own option once confirmed; a rejected promise keeps the question open. */
  onDelete: (block: TravelFeatureBlock) => Promise<unknown>;
} & ComponentPropsWithoutRef<'div'>;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/**
 * The travel directory editor (docs/product/travel-directory.md): its categories as an accordion, the first
 * open at first and one open at a time; each lists its options and offers Add option.
 */
export function TravelDirectory({ categories, onAdd, onEdit, onDelete, ...rest }: TravelDirectoryProps) {
  const [deleting, setDeleting] = useState<TravelFeatureBlock | null>(null);
  if (categories.length === 0)
    return (
      <EmptyState
        title="No categories yet"
        description="The travel directory has no categories to add options to."
      />
    );
  const ordered = orderedCategories(categories);
  return (
    <div {...rest}>
      <Accordion
        headingLevel={2}
        defaultValue={[String(ordered[0]!.id)]}
        items={ordered.map((category) => ({
          value: String(category.id),
          title: category.category,
          meta: `${category.blocks.length} ${category.blocks.length === 1 ? 'option' : 'options'}`,
          content: (
            <Section>
              {category.modalIntroText && <p>{category.modalIntroText}</p>}
              {category.blocks.length === 0 ? (
                <p>No options in this category yet.</p>
              ) : (
                <Options aria-label={`Options of ${category.category}`}>
                  {category.blocks.map((block) => (
                    <TravelOption key={block.id} block={block} onEdit={onEdit} onDelete={setDeleting} />
                  ))}
                </Options>
              )}
              <div>
                <Button variant="secondary" onClick={() => onAdd(category)}>
                  Add option to {category.category}
                </Button>
              </div>
            </Section>
          ),
        }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message="Delete this option?"
        description="Parents and staff will no longer see it in the travel directory."
        destructive
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
