/**
 * Public entry points of the quality-review feature (server module `quality-review`): the
 * /processing screen's flagged responses, Fixed tab, compilations, the scan and its dialog, and the
 * manual-fix save genre-detection's lists are handed. Other features import only from here
 * (eslint.config.js).
 */
export { useFixedResponses } from './api/quality-review-api';
export { useSaveManualEdit } from './api/use-save-response';
export { useQualityScan } from './api/use-quality-scan';
export { useSavedHighlights } from './api/use-saved-highlights';
export { CompilationsSection } from './components/compilations-section';
export { FixedTab } from './components/fixed-tab';
export { FlaggedResponses } from './components/flagged-responses';
export { ScanDialog } from './components/scan-dialog';
