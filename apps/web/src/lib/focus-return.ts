// Focus goes back to the control that opened a dialog once the dialog is gone. Mantine's Modal hands
// focus back to what had it when the dialog opened; for a dialog opened from a menu entry that entry
// has gone with its menu, and focus fell to the page. Here a menu entry counts as its menu's button.
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The control a keyboard user returns to: a menu entry's menu button, else the element itself. */
function returnTargetOf(element: HTMLElement): HTMLElement | null {
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  return menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
}

const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

export function returnFocusAfterDialogs(): void {
  /** Each open dialog and the control that opened it. */
  const openers = new Map<Element, HTMLElement>();
  let lastFocused: HTMLElement | null = null;

  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as HTMLElement;
      const dialog = target.closest(DIALOG);
      if (dialog && !openers.has(dialog) && lastFocused && !dialog.contains(lastFocused))
        openers.set(dialog, lastFocused);
      lastFocused = returnTargetOf(target) ?? lastFocused;
    },
    true,
  );

  new MutationObserver(() => {
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected) continue;
      openers.delete(dialog);
      if (focusIsLost() && opener.isConnected) opener.focus();
    }
  }).observe(document.body, { childList: true, subtree: true });
}
