import { guideLinks, type Guide } from '@stride/domain';
import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../primitives/Card/card-surface';
import { renderServerLink } from '../../navigation/server-link';

export type GuideCardProps = {
  /** The guide: title, text and up to three links with labels (docs/product/home.md). */
  guide: Guide;
  /**
   * Level of the title heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
} & ComponentPropsWithoutRef<'article'>;

const Card = styled.article`
  ${cardSurface}
  h2, h3, h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.color.text.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/**
 * A guide on the home dashboard: its title, a short text and its links: a web address opens in a new tab;
 * an address that may not be a link (`serverLink`) shows its label as text.
 */
export function GuideCard({ guide, headingLevel = 3, ...rest }: GuideCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const links = guideLinks(guide);
  return (
    <Card aria-labelledby={titleId} {...rest}>
      <Heading id={titleId}>{guide.title}</Heading>
      <p>{guide.text}</p>
      {links.length > 0 ? (
        <ul>
          {links.map(({ label, link }, index) => (
            <li key={index}>{renderServerLink(link, label)}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
