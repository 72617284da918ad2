/** Layout of the tools modals' forms (automation editor, ML models, step tools): sections of fields under small headings. */
import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${({ theme }) => theme.size['field-max']} * 0.6)), 1fr)
  );
  gap: ${({ theme }) => theme.space.md};
`;
