import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyTravelFeatureForm,
  travelFeatureFormSchema,
  travelFeatureLimits,
  travelFeatureSave,
  type TravelFeatureFormOutput,
  type TravelFeatureFormValues,
  type TravelFeatureSave,
} from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { FieldGrid, Form } from '../../components/form-layout.styles';
import { FormActions } from '../../components/FormActions/FormActions';
import { FormSelect, FormTextAreaField, FormTextField } from '../../components/form-fields';

export type TravelFeatureFormProps = {
  /** The categories an option may go in. */
  categories: readonly { id: number; category: string }[];
  /**
   * Called with what the save sends (link with its https://, both audience flags reset when both
   * were ticked); the button shows it is working until the promise settles.
   */
  onSubmit: (save: TravelFeatureSave) => void | Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
  /**
   * The id of the option being edited.
   * @default undefined (a new option)
   */
  optionId?: number;
  /**
   * Values to start with (the option being edited, or the category it is added to).
   * @default every field empty, link label 'More info'
   */
  defaultValues?: Partial<TravelFeatureFormValues>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/**
 * A travel directory option (docs/product/travel-directory.md): category (required), text (at most 1000),
 * link (at most 100, a website; https:// added when missing), link label ('More info' when blank) and who
 * sees it. Ticking both staff only and parent only saves it for all users.
 */
export function TravelFeatureForm({
  categories,
  onSubmit,
  onCancel,
  optionId,
  defaultValues,
  ...rest
}: TravelFeatureFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TravelFeatureFormValues, unknown, TravelFeatureFormOutput>({
    resolver: zodResolver(travelFeatureFormSchema),
    defaultValues: { ...emptyTravelFeatureForm, ...defaultValues },
  });
  const options = categories.map((category) => ({ value: String(category.id), label: category.category }));

  return (
    <Form
      noValidate
      aria-label={optionId === undefined ? 'New option' : 'Edit option'}
      onSubmit={handleSubmit((values) => onSubmit(travelFeatureSave(values, optionId)))}
      {...rest}
    >
      <FormSelect control={control} name="section_id" label="Category" required options={options} />
      <FormTextAreaField
        control={control}
        name="text"
        label="Text"
        description={`At most ${travelFeatureLimits.text} characters.`}
      />
      <FieldGrid>
        <FormTextField
          control={control}
          name="link"
          label="Link"
          inputMode="url"
          description="https:// is added when missing."
        />
        <FormTextField control={control} name="linkLabel" label="Link label" />
      </FieldGrid>
      <FieldGrid role="group" aria-label="Who sees it">
        <Controller
          control={control}
          name="staffOnly"
          render={({ field }) => (
            <Checkbox
              label="Staff only"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="parentOnly"
          render={({ field }) => (
            <Checkbox
              label="Parent only"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              ref={field.ref}
            />
          )}
        />
      </FieldGrid>
      <FormActions submitLabel="Save option" submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
