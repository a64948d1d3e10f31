export { CaptchaLayer } from './CaptchaLayer';
export {
  CAPTCHA_ERRORS,
  captchaProviderFor,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PREFIX,
} from './providers';
export { useCaptchaRequest } from './useCaptchaRequest';
