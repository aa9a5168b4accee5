import type {} from 'next-intl';
import type { Locale } from './config';
import type { Messages } from './messages';

// Message keys and languages are checked by the compiler: a missing or misspelt key fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
