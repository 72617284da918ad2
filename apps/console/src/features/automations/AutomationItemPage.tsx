import { mlModelsQuery } from '@stride/api';
import { screens } from '@stride/domain';
import { ButtonLink, EmptyState, ErrorState, Spinner } from '@stride/ui';
import { useParams } from 'react-router-dom';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { useQuery } from '../../app/useQuery';
import { AutomationsPage } from './AutomationsPage';
import { mlModelIdOf } from './automation-item-path';
import { useAutomationList } from './useAutomations';

/**
 * /members/automations/{id} (docs/product/automations.md): the automation list with that automation's editor
 * open, or, for `ml-{id}`, that ML model's (ADR 0112). An id that is neither says so, with a way back.
 */
export function AutomationItemPage() {
  const id = useParams().id ?? '';
  const modelId = mlModelIdOf(id);
  const automations = useAutomationList();
  const models = useQuery(mlModelsQuery());
  const source = modelId === null ? automations : models;

  if (source.error) {
    return (
      <ErrorState
        {...loadError(source.error, 'The automations could not be loaded.')}
        onRetry={() => void source.refresh()}
      />
    );
  }
  if (!source.data) return <Spinner size="large" label="Loading the automation" />;

  const automation =
    modelId === null ? automations.data?.automations.find((row) => String(row.id) === id) : undefined;
  const model = modelId === null ? undefined : models.data?.find((row) => row.id === modelId);
  if (!automation && !model) {
    return (
      <EmptyState
        title="Not found"
        description={`There is no automation or ML model with the id “${id}”. It may have been deleted.`}
        action={
          <ButtonLink href={screens.automations.path} variant="secondary" renderLink={routerLink}>
            All automations
          </ButtonLink>
        }
      />
    );
  }
  // Keyed by the id: another record's address opens its own editor.
  return <AutomationsPage key={id} item={automation ? { automation } : { model: model! }} />;
}
