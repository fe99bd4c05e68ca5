// The UI kit's public API. It is shared as one federation singleton, so every section renders
// the same components with the same tokens, and the toasts of all apps share one region.
export { AsyncContent } from './components/async-content.tsx';
export { Avatar, initialsOf, Person } from './components/avatar.tsx';
export { Button, type ButtonProps } from './components/button.tsx';
export { Card } from './components/card.tsx';
export { CardGrid } from './components/card-grid.tsx';
export { Checkbox, CheckboxField, CheckboxGroupField, RadioGroupField } from './components/choice-field.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { ContentMark } from './components/content-mark.tsx';
export { useConfirmation, type ConfirmationRequest } from './components/use-confirmation.tsx';
export { useConfirmedRemoval } from './components/use-confirmed-removal.tsx';
export { DataTable, type Column } from './components/data-table.tsx';
export { DateTime } from './components/date-time.tsx';
export { DescriptionList } from './components/description-list.tsx';
export { downloadText } from './download.ts';
export { SelectField, TextAreaField, TextField } from './components/field.tsx';
export { FormActions } from './components/form-actions.tsx';
export { FormError } from './components/form-error.tsx';
export { ListWithInlineForm } from './components/list-with-inline-form.tsx';
export { PAGE_SIZE, PagedList, type Page } from './components/paged-list.tsx';
export { PageHeader } from './components/page-header.tsx';
export { Pager } from './components/pager.tsx';
export { ProgressBar } from './components/progress-bar.tsx';
export { Skeleton } from './components/skeleton.tsx';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  NoAccess,
  NotFoundState,
  SectionUnavailable,
} from './components/states.tsx';
export { dismissToast, showToast, TOAST_DURATION_MS, ToastRegion, type Toast } from './components/toasts.tsx';
export {
  calendarDayToDate,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  todayInAmsterdam,
  warmUpDateFormats,
} from './format/format-date-time.ts';
export { amsterdamClock, shortMonth, shortWeekday, type AmsterdamClock } from './format/amsterdam-clock.ts';
export { formatEuro, parseEuro } from './format/format-euro.ts';
export { spreadsheetCsv, spreadsheetTime } from './format/spreadsheet-csv.ts';
export { formatRaceTime, parseRaceTime } from './format/race-time.ts';
export { isWebLink } from './format/web-link.ts';
export { lazyComponent, type LazyComponent } from './lazy-component.tsx';
export { srcOnCommit } from './src-on-commit.ts';
export { formatTitle, getProductName, setProductName, TITLE_PRIORITY, usePageTitle } from './page-title.ts';
export { applyTheme, isThemePreference, THEME_PREFERENCES, type ThemePreference } from './theme/theme.ts';
export { ThemeSelect } from './theme/theme-select.tsx';
export { useAsync, type AsyncState } from './use-async.ts';
export { useErrorsAtFields, type ErrorsAtFields } from './use-errors-at-fields.ts';
export {
  useFormSubmission,
  type BoundChoices,
  type BoundField,
  type BoundFileField,
  type FieldBinder,
  type FieldErrorMap,
} from './use-form-submission.ts';
