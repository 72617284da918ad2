// organisations: every module of this area that the package exports.
export * from './CouncilList';
export * from './CouncilForm';
export * from './OrganisationTable';
export * from './OrganisationDetail';
export * from './OrganisationForm';
export * from './AddressForm';
export * from './AddressList';
export * from './YearStructureEditor';
export * from './OrgUsers';
export * from './OrgRelationshipsForm';
