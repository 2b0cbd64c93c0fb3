// The public surface of @bq/ui. Every export is a named, side-effect-free module (CSS aside), so
// a consumer that imports one component bundles only that component.
export * from './components/Box';
export * from './components/Button';
export * from './components/Heading';
export * from './components/IconButton';
export * from './components/Inline';
export * from './components/Stack';
export * from './components/Text';
export * from './theme';
export * from './components/StatusTag';
export * from './components/Spinner';
export * from './components/Skeleton';
export * from './components/Card';
export * from './components/EmptyState';
export * from './components/DescriptionList';
export * from './components/LoadingOverlay';
export * from './components/Toast';
export * from './components/ReturnButton';
export * from './components/Tabs';
