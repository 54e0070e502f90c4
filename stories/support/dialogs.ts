import { within } from "storybook/test";

// a dialog opens in an effect after the first paint, so wait for it
export const findDialog = async (name?: string) =>
  (await within(document.body).findByRole("dialog", name ? { name } : {})) as HTMLDialogElement;

// the browser fires 'cancel' on Escape; synthetic key events never reach a dialog's close watcher
export const pressEscape = (dialog: HTMLDialogElement) => {
  const cancel = new Event("cancel", { cancelable: true });
  dialog.dispatchEvent(cancel);
  return cancel;
};
