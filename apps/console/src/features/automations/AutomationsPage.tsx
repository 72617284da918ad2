import { mlModelsQuery } from '@stride/api';
import { screens } from '@stride/domain';
import { ButtonLink, EmptyState, ErrorState, Spinner } from '@stride/ui';
import { useParams } from 'react-router-dom';
import { loadError } from '../../app/load-error';
import { routerLink } from '../../app/router-link';
import { useQuery } from '../../app/useQuery';
import { mlModelIdOf } from './automation-item-path';
import { AutomationsList } from './AutomationsList';
import { useAutomationList } from './useAutomations';

/**
 * /members/automations and /members/automations/{id} (docs/product/automations.md): the automation list,
 * its modals and the links to logs and templates; at an automation's address its editor is open over the
 * list, at `ml-{id}` that ML model's (ADR 0112). Edit on an automation, and opening an ML model, go to the
 * record's own address, the list's view kept in its query string. Both addresses draw this one page, so
 * the list stays mounted while a record opens and closes over it (its rows keep their place, and the row's
 * button gets the focus back). An address whose id is neither automation nor model says so, with a way back.
 */
export function AutomationsPage() {
  const id = useParams().id ?? null;
  const modelId = id === null ? null : mlModelIdOf(id);
  const automations = useAutomationList();
  const models = useQuery(mlModelsQuery());
  if (id === null) return <AutomationsList record={null} />;
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
  return <AutomationsList record={{ id, item: automation ? { automation } : { model: model! } }} />;
}
