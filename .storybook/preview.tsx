import type { Decorator, Preview } from '@storybook/react-vite';
import { themeClass } from '../packages/ui/src/theme';
// Imported by name: from the theme barrel alone, this side-effect-only module is tree-shaken away.
import '../packages/ui/src/theme/reset.css';

// The theme class lives on <html>, as in the portal, so Radix portals (dialogs, popovers, toasts)
// rendered on <body> see the same variables.
document.documentElement.classList.add(themeClass);

// Under automation (the visual suite, test runners) nothing moves, so a screenshot never catches
// a transition half-way. People browsing Storybook still see the real motion.
if (navigator.webdriver) {
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.appendChild(still);
}

/**
 * Hands the toolbar's language to a story that asks for it with `parameters.languageArg` (the name
 * of the arg to fill, e.g. 'language'), as the spec's value: 1 Chinese, 2 English. An arg the story
 * sets itself wins. Render functions can also read `context.globals.language` ('1' or '2').
 */
const withLanguage: Decorator = (Story, context) => {
  const argName: unknown = context.parameters.languageArg;
  if (typeof argName !== 'string' || context.args[argName] !== undefined) return <Story />;
  return <Story args={{ ...context.args, [argName]: Number(context.globals.language) }} />;
};

const preview: Preview = {
  // Every component gets a generated docs page from its props and stories.
  tags: ['autodocs'],
  decorators: [withLanguage],
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
