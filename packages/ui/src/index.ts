// Actions and dialogs
export { Button, ButtonLink, buttonVariants } from './button/Button.js';
export type { ButtonLinkProps, ButtonProps, ButtonVariantProps } from './button/Button.js';
export { Modal, ModalClose } from './modal/Modal.js';
export type { ModalProps } from './modal/Modal.js';

// Form fields
export { FormField } from './form-field/FormField.js';
export type { FormFieldProps } from './form-field/FormField.js';
export { FieldError, FieldHint, hasMessage, Necessity } from './form-field/FieldMessages.js';
export type { FieldBaseProps } from './form-field/FieldMessages.js';
export { FormFieldContext, useFormFieldControl } from './form-field/FormFieldContext.js';
export type { ControlAriaProps, FormFieldContextValue } from './form-field/FormFieldContext.js';
export { describedBy, useFieldIds } from './form-field/useFieldIds.js';
export type { FieldIds } from './form-field/useFieldIds.js';
export { TextInput } from './text-input/TextInput.js';
export type { TextInputProps } from './text-input/TextInput.js';
export { TextArea } from './text-area/TextArea.js';
export type { TextAreaProps } from './text-area/TextArea.js';
export { Select } from './select/Select.js';
export type { SelectOption, SelectProps } from './select/Select.js';
export { RadioGroup } from './radio-group/RadioGroup.js';
export type { RadioGroupProps } from './radio-group/RadioGroup.js';
export type { ChoiceOption } from './radio-group/ChoiceGroup.js';
export { CheckboxGroup } from './checkbox-group/CheckboxGroup.js';
export type { CheckboxGroupProps } from './checkbox-group/CheckboxGroup.js';

// Feedback
export { ErrorSummary } from './error-summary/ErrorSummary.js';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary/ErrorSummary.js';
export { Alert, alertVariants } from './alert/Alert.js';
export type { AlertProps } from './alert/Alert.js';
export { Status, statusVariants } from './status/Status.js';
export type { StatusProps } from './status/Status.js';
export { SuccessPanel } from './success-panel/SuccessPanel.js';
export type { SuccessPanelProps } from './success-panel/SuccessPanel.js';
export { FormFrame } from './form-frame/FormFrame.js';
export type { FormFrameProps } from './form-frame/FormFrame.js';
export { Announcement, AnnouncerProvider, useAnnounce } from './announcer/Announcer.js';
export type { Announce } from './announcer/Announcer.js';

// Page pieces
export { VisuallyHidden } from './visually-hidden/VisuallyHidden.js';
export type { VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.js';
export { SkipLink } from './skip-link/SkipLink.js';
export type { SkipLinkProps } from './skip-link/SkipLink.js';
export { Container, containerVariants } from './container/Container.js';
export type { ContainerElement, ContainerProps } from './container/Container.js';
export { Section, sectionVariants } from './section/Section.js';
export type { SectionProps } from './section/Section.js';
export { Hero } from './hero/Hero.js';
export type { HeroImage, HeroProps, HeroQuote, HeroTile } from './hero/Hero.js';
export { Card, CardGrid, cardVariants } from './card/Card.js';
export type { CardAccent, CardGridProps, CardImage, CardProps } from './card/Card.js';
export { MediaText } from './media-text/MediaText.js';
export type { MediaTextImage, MediaTextProps } from './media-text/MediaText.js';
export { Steps } from './steps/Steps.js';
export type { Step, StepsProps } from './steps/Steps.js';
export { DetailList, detailListVariants } from './detail-list/DetailList.js';
export type { DetailListItem, DetailListProps } from './detail-list/DetailList.js';
export { MenuDisclosure } from './menu-disclosure/MenuDisclosure.js';
export type { MenuDisclosureProps } from './menu-disclosure/MenuDisclosure.js';
export { MediaGallery } from './media-gallery/MediaGallery.js';
export type {
  MediaGalleryImage,
  MediaGalleryItem,
  MediaGalleryLabels,
  MediaGalleryProps,
  MediaGalleryVideo,
  MediaGalleryView,
} from './media-gallery/MediaGallery.js';

// Design tokens, for projects that theme or check their own colours
export { colorTokenNames, scaleTokens, themes } from './tokens/tokens.js';
export type { ColorToken, Theme, ThemeName } from './tokens/tokens.js';
export { contrastRatio, parseColor, relativeLuminance } from './tokens/contrast.js';
export type { Rgba } from './tokens/contrast.js';
export { BODY_TEXT, contrastPairs, exemptTokens, NON_TEXT, TEXT } from './tokens/contrast-pairs.js';
export type { ContrastPair } from './tokens/contrast-pairs.js';
export { checkColors, checkTheme, describeResult, wcagMinimum } from './tokens/check-theme.js';
export type { ContrastResult, ThemeCheck, ThemeOverrides } from './tokens/check-theme.js';
export { checkThemeCss, themeScenarios } from './tokens/theme-css.js';
export type { ThemeCssCheck, ThemeScenario } from './tokens/theme-css.js';

// Form components: fieldset, single checkbox, conditional reveal, date input, password input, details
export { Fieldset } from './fieldset/Fieldset.js';
export type { FieldsetProps } from './fieldset/Fieldset.js';
export { Checkbox } from './checkbox/Checkbox.js';
export type { CheckboxProps } from './checkbox/Checkbox.js';
export { DateInput } from './date-input/DateInput.js';
export type { DateInputLabels, DateInputProps } from './date-input/DateInput.js';
export { dateInputFieldId } from './date-input/useDateInput.js';
export { checkDateParts, formatDate, isoDate } from './date-input/checkDate.js';
export type { CalendarDate, DateCheck, DatePart, DateParts, DateRules } from './date-input/checkDate.js';
export { PasswordInput } from './password-input/PasswordInput.js';
export type { PasswordInputLabels, PasswordInputProps } from './password-input/PasswordInput.js';
export { Details } from './details/Details.js';
export type { DetailsProps } from './details/Details.js';

// Content, data and navigation components
export { Tag, tagVariants } from './tag/Tag.js';
export type { TagProps, TagTone } from './tag/Tag.js';
export { InsetText } from './inset-text/InsetText.js';
export type { InsetTextProps } from './inset-text/InsetText.js';
export { WarningText } from './warning-text/WarningText.js';
export type { WarningTextProps } from './warning-text/WarningText.js';
export type { LinkRenderProps, RenderLink } from './internal/links.js';
export { BackLink } from './back-link/BackLink.js';
export type { BackLinkProps } from './back-link/BackLink.js';
export { Breadcrumbs } from './breadcrumbs/Breadcrumbs.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/Breadcrumbs.js';
export { NotificationBanner, notificationBannerVariants } from './notification-banner/NotificationBanner.js';
export type {
  NotificationBannerProps,
  NotificationBannerType,
} from './notification-banner/NotificationBanner.js';
export { SummaryCard, SummaryList, summaryListVariants } from './summary-list/SummaryList.js';
export type {
  SummaryCardProps,
  SummaryListAction,
  SummaryListProps,
  SummaryListRow,
} from './summary-list/SummaryList.js';
export { defaultPaginationLabels, Pagination } from './pagination/Pagination.js';
export type { PaginationLabels, PaginationProps } from './pagination/Pagination.js';
export { Tabs } from './tabs/Tabs.js';
export type { TabItem, TabsProps } from './tabs/Tabs.js';
export type { TabsActivation } from './tabs/useTabs.js';
export { TabNav } from './tabs/TabNav.js';
export type { TabNavItem, TabNavProps } from './tabs/TabNav.js';
export { defaultTableMessages, Table } from './table/Table.js';
export type { TableColumn, TableMessages, TableProps } from './table/Table.js';
export { sortRows } from './table/sortRows.js';
export type { SortDirection, SortValue, TableSort } from './table/sortRows.js';
export { languageOfText } from './text-language/languageOfText.js';

// Language: the words every component says, English and Hindi, and a provider to choose or change them
export { useUiSection } from './locale/context.js';
export type { UiSection } from './locale/context.js';
export { useUiStrings } from './locale/useUiStrings.js';
export { UiLocaleProvider } from './locale/UiLocaleProvider.js';
export type { UiLocaleProviderProps } from './locale/UiLocaleProvider.js';
export { UiStringsProvider, withOverrides } from './locale/UiStringsProvider.js';
export type { UiStringsProviderProps } from './locale/UiStringsProvider.js';
export { englishUiStrings, hindiUiStrings, uiLanguages, uiStrings } from './locale/languages.js';
export type { UiLanguage } from './locale/languages.js';
export { pluralCategories } from './locale/UiStrings.js';
export type { PluralForms, UiFormat, UiStringOverrides, UiStrings } from './locale/UiStrings.js';
export { fill, formatList, formatNumber, plural } from './locale/format.js';
export { paginationLabels } from './pagination/Pagination.js';
export { tableMessages } from './table/Table.js';
export type { DateStrings } from './date-input/checkDate.js';
