export * from './OrgRelationshipsForm';
