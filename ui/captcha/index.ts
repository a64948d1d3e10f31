// The captcha layer is not exported here: it loads lazily (ui/layers/SiteLayers.tsx), and a
// static import of it through this file would put it back into every page's scripts.
export {
  CAPTCHA_ERRORS,
  captchaProviderFor,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PREFIX,
} from './providers';
export { useCaptchaRequest } from './useCaptchaRequest';
