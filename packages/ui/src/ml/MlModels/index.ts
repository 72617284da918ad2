export { MlModelsTable } from './MlModelsTable';
export { MlModelEditor } from './MlModelEditor';
export { ApplyModelModal } from './ApplyModelModal';
export { CsvUploader } from './CsvUploader';
