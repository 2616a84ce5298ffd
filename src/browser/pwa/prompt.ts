/**
 * The reload offered when a new version of the site is waiting to take over. The prompt's words are in
 * the page, in the page's language (src/layouts/Base.astro, `[data-update]`): this only shows it, hides it
 * and answers its two buttons. Each function asks only for what it uses, so a test can hand it plain
 * objects.
 */

type Listen = (type: string, listener: () => void) => void;

export interface UpdatePromptElements {
  /** The prompt itself, hidden until an update waits; its parent is a polite live region. */
  box: Pick<HTMLElement, 'hidden'>;
  reload: { disabled: boolean; addEventListener: Listen };
  later: { addEventListener: Listen };
}

export interface UpdatePrompt {
  show(): void;
}

/**
 * `applyUpdate` asks the waiting worker to take over (the reload follows in `offerUpdates`);
 * `afterDismiss` puts the keyboard somewhere sensible once the buttons are gone.
 */
export function updatePrompt(
  { box, reload, later }: UpdatePromptElements,
  applyUpdate: () => void,
  afterDismiss: () => void = () => {},
): UpdatePrompt {
  reload.addEventListener('click', () => {
    // One request to take over is enough: the page is about to reload.
    if (reload.disabled) return;
    reload.disabled = true;
    applyUpdate();
  });
  later.addEventListener('click', () => {
    // The new version then starts once every tab of the site is closed, as a browser does by itself.
    box.hidden = true;
    afterDismiss();
  });
  return {
    show() {
      reload.disabled = false;
      box.hidden = false;
    },
  };
}

/**
 * Wires the prompt to the service worker: `worker` is workbox-window's Workbox ('waiting' fires when a new
 * worker has installed and waits for the open pages to go), `container` is navigator.serviceWorker.
 * Once an update has been offered, the page reloads as soon as the new worker controls it, whichever tab
 * accepted it: a page that went on running with its old scripts would then load the new version's files
 * (a lazily loaded module, the AI worker) from a cache that no longer has the old ones. The first worker
 * taking control of a page on a first visit (no update offered) reloads nothing.
 */
export function offerUpdates(
  worker: { addEventListener(type: 'waiting', listener: () => void): void },
  container: { addEventListener(type: 'controllerchange', listener: () => void): void },
  prompt: UpdatePrompt,
  reload: () => void,
): void {
  let offered = false;
  worker.addEventListener('waiting', () => {
    offered = true;
    prompt.show();
  });
  container.addEventListener('controllerchange', () => {
    if (offered) reload();
  });
}
