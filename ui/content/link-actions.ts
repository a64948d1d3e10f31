import type { OnClickAction } from '../../engine/schemas';
import { useContactModal } from '../../stores/contact-modal';

/** Click actions a link may carry (its `on_click_action`). */
export const KNOWN_LINK_ACTIONS = ['open_contact_modal', 'print'] as const;

export function isKnownAction(action: OnClickAction | undefined): boolean {
  return !!action && (KNOWN_LINK_ACTIONS as readonly string[]).includes(action.type);
}

/**
 * Runs a link's click action. Returns true when the action replaced navigation. An unknown action
 * is ignored with a console warning and the link navigates normally.
 */
export function runLinkAction(action: OnClickAction | undefined, opener: HTMLElement | null): boolean {
  if (!action) return false;
  switch (action.type) {
    case 'open_contact_modal': {
      const recipient = action.recipient_type
        ? {
            type: action.recipient_type,
            slug: action.recipient_slug ?? '',
            name: action.recipient_name ?? '',
          }
        : null;
      useContactModal.getState().show(recipient, opener);
      return true;
    }
    case 'print':
      window.print();
      return true;
    default:
      console.warn('[link] unknown click action ignored', { type: action.type });
      return false;
  }
}
