import type { ErrorScreenText } from './error-screen';

/**
 * The error texts for global-error.tsx, which renders when the root layout itself fails and so has no
 * message provider. Copied here so the whole catalogue is not shipped to every page; a unit test keeps
 * them equal to messages/*.json (error.*).
 */
export const GLOBAL_ERROR_TEXT: Record<'en' | 'vi', ErrorScreenText> = {
  en: {
    heading: 'Oops! An Error Occurred',
    text: 'Something went wrong. Please try again later.',
    tryAgain: 'Try Again',
  },
  vi: {
    heading: 'Rất tiếc! Đã xảy ra lỗi',
    text: 'Đã có sự cố. Vui lòng thử lại sau.',
    tryAgain: 'Thử lại',
  },
};
