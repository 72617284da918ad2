import styled from 'styled-components';

export const CardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &[data-important] {
    border-color: ${({ theme }) => theme.color.border.accent};
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

export const Logo = styled.img`
  width: ${({ theme }) => theme.size.icon.large};
  height: ${({ theme }) => theme.size.icon.large};
  border-radius: ${({ theme }) => theme.radius.pill};
  object-fit: cover;
  flex: none;
`;

export const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* A category or years label of any length wraps within the card (layout.markup.never-widens). */
  > * {
    max-width: 100%;
    white-space: normal;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
`;

export const Gallery = styled.div`
  display: grid;
  /* Pictures a reader can see: a column per card width, the whole width on a phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.size['card-min']}), 1fr));
  gap: ${({ theme }) => theme.space.xs};

  img,
  video {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  /* A tall picture keeps the card readable: drawn whole (contained, never cropped) within the cap,
     on a quiet ground; it opens whole on demand. */
  img {
    display: block;
    max-height: ${({ theme }) => theme.size['notice-picture-max']};
    object-fit: contain;
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  /* A video keeps one shape whether or not its first frame has loaded. */
  video {
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.color.text.accent};
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A field and its buttons on one line, the field taking the room left. */
export { FieldRow as Row } from '../../components/form-layout.styles';

/** A comment's likes and its Like and Remove, together under the comment. */
export const CommentActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A card's picture as a button that opens it whole: no frame of its own (the global focus ring shows). */
export const PictureButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
`;

/** The picture opened whole: its own proportions, as wide as the dialog allows; a tall one scrolls. */
export const WholePicture = styled.div`
  display: flex;
  justify-content: center;

  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;
