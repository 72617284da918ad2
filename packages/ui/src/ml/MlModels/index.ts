export { MlModelsTable, type MlModelsTableProps } from './MlModelsTable';
export { MlModelEditor, type MlModelEditorProps } from './MlModelEditor';
export { ApplyModelModal, type ApplyModelModalProps } from './ApplyModelModal';
export { CsvUploader, type CsvUploaderProps } from './CsvUploader';
export type { MlPreviewRows } from './MlPreviewTable';
