import {
  audienceLabel,
  blockOrigin,
  optionPreview,
  serverLink,
  type TravelFeatureBlock,
} from '@stride/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { renderServerLink } from '../../navigation/server-link';
import { Button } from '../../primitives/Button/Button';
import { Tag } from '../../primitives/Tag/Tag';
import { UserText } from '../../primitives/UserText/UserText';

export type TravelOptionProps = {
  /** The option (block) shown. */
  block: TravelFeatureBlock;
  /** Opens an own option for editing; offered only when `block.my_item`. */
  onEdit: (block: TravelFeatureBlock) => void;
  /** Asks to delete an own option; offered only when `block.my_item`. */
  onDelete: (block: TravelFeatureBlock) => void;
};

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The first words of an option, to name its buttons. */
const shortName = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text) || 'option';

/**
 * One travel directory option: its text (the first 200 characters, then Expand), its link (as text when
 * `serverLink` refuses its address), who sees
 * it (staff only, parent only, all users), whether it is a Core or Council option, and Edit and
 * Delete on the admin's own options only (docs/product/travel-directory.md).
 */
export function TravelOption({ block, onEdit, onDelete }: TravelOptionProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = optionPreview(block.text);
  const origin = blockOrigin(block);
  const name = shortName(block.text);
  return (
    <Item>
      <p>
        <UserText>{expanded || preview === null ? block.text : preview}</UserText>
      </p>
      {preview !== null && !expanded && (
        <div>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Expand ${name}`}
            onClick={() => setExpanded(true)}
          >
            Expand
          </Button>
        </div>
      )}
      {block.link &&
        renderServerLink(serverLink(block.link), <UserText>{block.linkLabel || 'More info'}</UserText>)}
      <Row>
        <Tag>{audienceLabel(block)}</Tag>
        {origin !== 'School' && <Tag variant="accent">{origin}</Tag>}
        {block.my_item && (
          <>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Edit ${name}`}
              onClick={() => onEdit(block)}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              size="small"
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(block)}
            >
              Delete
            </Button>
          </>
        )}
      </Row>
    </Item>
  );
}
