export {
  LANGUAGES,
  type Language,
  LanguageSelect,
  type LanguageSelectProps,
} from './LanguageSelect';
