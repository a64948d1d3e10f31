import { type RefObject, useEffect } from 'react';
import { useCaptcha } from '../../stores/captcha';

/**
 * A form asks for the captcha while it is on screen (shown only while a
 * form requests it and only once visible). Where IntersectionObserver is missing, it asks at mount.
 */
export function useCaptchaRequest(ident: string, target: RefObject<Element | null>, enabled = true): void {
  useEffect(() => {
    const { request, release } = useCaptcha.getState();
    const element = target.current;
    if (!enabled) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      request(ident);
      return () => release(ident);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) request(ident);
      else release(ident);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      release(ident);
    };
  }, [ident, target, enabled]);
}
