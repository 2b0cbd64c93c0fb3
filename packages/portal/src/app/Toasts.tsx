// A module of its own so the lazily loaded chunk holds the toaster and nothing else of @bq/ui.
export { Toaster as default } from '@bq/ui';
