import type { ProviderStats } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export type ProviderStatsListProps = {
  /** The provider's live stats of one school. */
  stats: ProviderStats;
} & ComponentPropsWithoutRef<'div'>;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${({ theme }) => theme.size['field-max']} * 0.6)), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
  }
`;

const number = new Intl.NumberFormat('en-GB');

/** The groups of the provider stats (docs/product/integrations.md), each a list of label and count. */
const groupsOf = (stats: ProviderStats): [string, [string, string][]][] => [
  [
    'Staff',
    [
      ['Total staff', number.format(stats.total_staff)],
      ['Valid staff emails', number.format(stats.valid_staff_emails)],
    ],
  ],
  ['Pupils', [['Pupils', number.format(stats.pupils)]]],
  [
    'Parents',
    [
      ['Total parents', number.format(stats.total_parents)],
      ['Valid parent emails', number.format(stats.valid_parents_emails)],
      ['With parental responsibility', number.format(stats.parents_with_parental_responsibility)],
    ],
  ],
  [
    'Existing parents',
    [
      ['Existing', number.format(stats.existing_parents)],
      ['Validated', number.format(stats.existing_parents_validated)],
      ['Not validated', number.format(stats.existing_parents_nonvalidated)],
      ['Validated %', `${stats.existing_parents_validation_perc}%`],
    ],
  ],
  [
    'Existing staff',
    [
      ['Existing', number.format(stats.existing_staff)],
      ['Validated', number.format(stats.existing_staff_validated)],
      ['Not validated', number.format(stats.existing_staff_nonvalidated)],
      ['Validated %', `${stats.existing_staff_validation_perc}%`],
    ],
  ],
];

/** The provider's live stats of a school (docs/product/integrations.md): staff, pupils, parents, existing parents and staff. */
export function ProviderStatsList({ stats, ...rest }: ProviderStatsListProps) {
  return (
    <div {...rest}>
      <p>
        {stats.school.name} ({stats.school.id})
      </p>
      <Groups>
        {groupsOf(stats).map(([title, rows]) => (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            <dl>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </Groups>
    </div>
  );
}
