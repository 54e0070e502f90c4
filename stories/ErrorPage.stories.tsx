import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorPage } from "../widgets/ErrorPage.tsx";

const meta = {
  title: "Widgets/ErrorPage",
  component: ErrorPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use as the /error route: the portal could not go on for this device; `reason` (from `/error?reason=`) says why: device (the default), browser, login, controller.",
      },
    },
  },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start-up failed (network down): a retry may help. */
export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No query from the gateway: only reconnecting helps. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const GreekAt320: Story = { globals: { locale: "el", viewport: { value: "w320", isRotated: false } } };

export const Swedish: Story = { globals: { locale: "sv" } };

/** Another browser's device (/error?reason=browser): says so, not "could not identify". */
export const AnotherBrowser: Story = {
  args: { onRetry: undefined, reason: "browser" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/This browser cannot act for this device/)).toBeVisible();
    await expect(page.queryByText(/could not identify your device/)).toBeNull();
  },
};

/** A gateway login link that is gone (/error?reason=login). */
export const LoginLinkGone: Story = {
  args: { onRetry: undefined, reason: "login" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This login link is no longer valid/)).toBeVisible();
  },
};

/** A login address the ship does not list (/error?reason=controller), in Greek. */
export const ControllerGreek: Story = {
  args: { onRetry: undefined, reason: "controller" },
  globals: { locale: "el" },
};
