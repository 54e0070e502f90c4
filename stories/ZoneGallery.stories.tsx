import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { App } from "../engine/boot/App.tsx";
import { navigateAway } from "../engine/redirect/navigateAway.ts";
import { type PageName, zoneRoutes } from "../engine/paths/zoneRoutes.ts";
import { applyTheme } from "../engine/theme/applyTheme.ts";
import {
  Engine,
  firstZoneWith,
  type Gallery,
  type GalleryArgs,
  loadZone,
  renderedFully,
  startZone,
  ZONES,
} from "./support/startZone.tsx";

const PAGES = Object.keys(zoneRoutes) as PageName[];
const at320 = { viewport: { value: "w320", isRotated: false } };

type Loaded = { started: Gallery };

const meta = {
  title: "Gallery/Zones",
  parameters: {
    layout: "fullscreen",
    // the engine applies the zone's colours and activates the locale itself
    gangway: { engine: true },
    docs: {
      description: {
        component:
          "The real engine (App, routes, bindings, flows) rendering a zone's page against a canned API.",
      },
    },
  },
  argTypes: {
    zone: { control: "select", options: ZONES },
    page: { control: "select", options: PAGES },
    session: { control: "inline-radio", options: ["none", "connected", "usedUp"] },
    voucher: { control: "select", options: ["accepted", "invalid", "deviceLimit", "expired"] },
    trialAvailable: { control: "boolean" },
  },
  args: {
    zone: ZONES[0] ?? "",
    page: "StartPage",
    session: "none",
    voucher: "invalid",
    trialAvailable: true,
  },
  loaders: [
    async ({ args, globals, parameters }): Promise<Loaded> => {
      // a story about one widget takes the first zone that shows it, whatever the fleet holds today
      const needs: string | undefined = parameters.gallery?.needs;
      const prefix = needs ? await firstZoneWith(args.page, needs) : args.zone;
      const zone = await loadZone(prefix);
      applyTheme(zone.brand);
      return { started: await startZone(zone, args, globals.locale) };
    },
  ],
  // the canned API lives as long as the story
  beforeEach: ({ loaded }) => (loaded as Loaded).started.restore,
  render: (_args, { loaded }) => (
    <Engine started={(loaded as Loaded).started}>
      <App outcome={{ kind: "ready" }} />
    </Engine>
  ),
} satisfies Meta<GalleryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick any zone, page, session and server answer from the controls. */
export const Playground: Story = {};

const needs = (type: string) => ({ gallery: { needs: type } });

/** The first zone's start page: reported to analytics, no 404, no unknown widget. */
export const StartPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect((loaded as Loaded).started.events).toContain("StartPage"));
    await expect(renderedFully(canvasElement)).toEqual({ notFound: false, unknown: [] });
  },
};

export const StartPageTrialLink: Story = {
  parameters: needs("TrialLink"),
  play: async ({ canvasElement }) => {
    // the link appears once /opens/zone and /open/1/available answered
    const link = await within(canvasElement).findByRole("link", { name: "Start free trial" });
    await expect(link).toHaveAttribute("href", "/login/trial/1");
  },
};

export const StartPageTrialUsed: Story = {
  args: { trialAvailable: false },
  parameters: needs("TrialLink"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("heading", { level: 1 }).length).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "Start free trial" })).toBeNull());
  },
};

/** A device with a session that opens the start page is sent on to its status. */
export const StartPageWithSession: Story = {
  args: { session: "connected" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Connected" })).toBeVisible();
  },
};

const enterVoucher = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole("textbox", { name: "Voucher code" }), "abc123");
  await userEvent.click(canvas.getByRole("button", { name: "Activate" }));
  const dialog = await canvas.findByRole("dialog", { name: "Terms and conditions" });
  await userEvent.click(within(dialog).getByRole("checkbox"));
  await userEvent.click(within(dialog).getByRole("button", { name: "Connect" }));
};

/** The server does not know the code: 404 becomes a banner. */
export const LoginVoucher: Story = {
  args: { page: "LoginVoucher" },
  parameters: needs("VoucherForm"),
  play: async ({ canvasElement }) => {
    await enterVoucher(canvasElement);
    await expect(await within(canvasElement).findByText("Invalid voucher code")).toBeVisible();
  },
};

export const LoginVoucherDeviceLimit: Story = {
  args: { page: "LoginVoucher", voucher: "deviceLimit" },
  parameters: needs("VoucherForm"),
  play: async ({ canvasElement }) => {
    await enterVoucher(canvasElement);
    await expect(await within(canvasElement).findByRole("dialog", { name: "Conflict" })).toBeVisible();
  },
};

/** Accepted: the device is sent to the access controller (navigateAway is mocked in preview). */
export const LoginVoucherAccepted: Story = {
  args: { page: "LoginVoucher", voucher: "accepted" },
  parameters: needs("VoucherForm"),
  play: async ({ canvasElement }) => {
    await enterVoucher(canvasElement);
    await waitFor(() =>
      expect(navigateAway).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\?mac=.*captiveStep=3/)),
    );
  },
};

export const StatusPage: Story = {
  args: { page: "StatusPage", session: "connected" },
  parameters: needs("BrowseLink"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Connected" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Log out" }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("link", { name: "Start browsing" })).toBeVisible();
  },
};

export const StatusPageUsedUp: Story = {
  args: { page: "StatusPage", session: "usedUp" },
  parameters: needs("BrowseLink"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Not connected" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Start browsing" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Log out" })).toBeNull();
  },
};

/** No session data: the waiting dots. */
export const StatusPageNoSession: Story = { args: { page: "StatusPage" }, parameters: needs("SessionFacts") };

export const GreekStartPage: Story = { globals: { locale: "el" } };

export const SwedishVoucherAt320: Story = {
  args: { page: "LoginVoucher" },
  parameters: needs("VoucherForm"),
  globals: { locale: "sv", ...at320 },
};
