/**
 * Whether the person asked to save data (the browser's Save-Data setting, sent as `Save-Data: on`):
 * photos come as the 640 px copy whatever the screen. The server says so on the page it sends
 * (`<html data-save-data="on">`), so the browser's first render agrees with the server's; the server
 * render reads its own request's (entry-server.tsx).
 */
let read = (): boolean => typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';

export const saveData = () => read();

/** The server render: each render reads its own request's setting. */
export function overwriteSaveData(fn: () => boolean) {
  read = fn;
}
