import type { Preview } from '@storybook/react-vite';
import { themeClass } from '../packages/ui/src/theme';

// The theme class lives on <html>, as in the portal, so Radix portals (dialogs, popovers, toasts)
// rendered on <body> see the same variables.
document.documentElement.classList.add(themeClass);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  globalTypes: {
    language: {
      description: 'Language of the texts a story passes to its component (1 Chinese, 2 English)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: '1', title: '中文 (1)' },
          { value: '2', title: 'English (2)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: '2' },
};
export default preview;
