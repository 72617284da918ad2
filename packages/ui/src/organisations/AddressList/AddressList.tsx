import type { OrganisationAddress } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import type { LoadFailureProps } from '../../primitives/ErrorState/ErrorState';

export type AddressListProps = {
  /** The organisation's addresses. */
  addresses: readonly OrganisationAddress[];
  /** Opens the address for editing. */
  onEdit: (address: OrganisationAddress) => void;
  /**
   * The addresses are loading.
   * @default false
   */
  loading?: boolean;
} & LoadFailureProps &
  ComponentPropsWithoutRef<'ul'>;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Its first line, else its street (a place picked from the address search fills the street only). */
const lineOf = (address: OrganisationAddress) =>
  [
    address.address_line_1 || address.street,
    address.address_line_2,
    address.city,
    address.postcode,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');

/** The current addresses of an organisation (docs/product/organisations.md), each with Edit. */
export function AddressList({
  addresses,
  onEdit,
  loading = false,
  error,
  errorDetail,
  onRetry,
  ...rest
}: AddressListProps) {
  if (error) return <ErrorState message={error} detail={errorDetail} onRetry={onRetry} />;
  if (loading) return <Skeleton lines={3} label="Loading addresses" />;
  if (addresses.length === 0)
    return <EmptyState title="No addresses yet" description="Add one in the Add address tab." />;
  return (
    <List aria-label="Current addresses" {...rest}>
      {addresses.map((address) => (
        <Item key={address.id}>
          <div>
            <h2>{address.name}</h2>
            <p>{lineOf(address) || 'No street address'}</p>
            <p>
              {address.latitude != null && address.longitude != null
                ? `${address.latitude}, ${address.longitude}`
                : 'No map position'}
            </p>
          </div>
          <Button
            variant="secondary"
            size="small"
            aria-label={`Edit ${address.name}`}
            onClick={() => onEdit(address)}
          >
            Edit
          </Button>
        </Item>
      ))}
    </List>
  );
}
