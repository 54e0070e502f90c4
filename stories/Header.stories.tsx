import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Header } from "../widgets/Header.tsx";
import { LOGO } from "./support/fixtures.ts";

const threeLocales = { locales: ["en", "sv", "el"], value: "en", onChange: fn() };
const at320 = { viewport: { value: "w320", isRotated: false } };

const meta = {
  title: "Widgets/Header",
  component: Header,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "Use once, at the top of every page: logo home link, language choice, logout while a session runs.",
      },
    },
  },
  args: {
    brandName: "Seaview Wi-Fi",
    logoSrc: LOGO,
    homeHref: "/start?ignoreSessionRedirect=true",
    onNavigate: fn(),
    language: threeLocales,
    onLogout: undefined,
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Seaview Wi-Fi" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/start?ignoreSessionRedirect=true");
    await expect(canvas.queryByRole("button", { name: "Log out" })).toBeNull();
  },
};

export const ChangesLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole("combobox", { name: "Language" }),
      "Svenska",
    );
    await expect(args.language.onChange).toHaveBeenCalledWith("sv");
  },
};

/** The zone has no logo: the brand name stands in. */
export const NoLogo: Story = { args: { logoSrc: undefined } };

/** Session data and not used up: the logout button shows. */
export const LoggedIn: Story = {
  args: { onLogout: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Log out" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** One locale: no dropdown. */
export const SingleLocale: Story = {
  args: { language: { ...threeLocales, locales: ["en"] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("combobox")).toBeNull();
  },
};

/** No stored query: the logo leads to the error page. */
export const NoQueryHome: Story = { args: { homeHref: "/error" } };

/** The crowded case: logo, the longest language name and the Greek logout on the narrowest phone. */
export const GreekLoggedInAt320: Story = {
  args: { language: { ...threeLocales, value: "el" }, onLogout: fn() },
  globals: { locale: "el", ...at320 },
};

export const LongNameNoLogoAt320: Story = {
  args: { brandName: "Archipelago Island Lines Onboard Wi-Fi", logoSrc: undefined, onLogout: fn() },
  globals: { locale: "sv", ...at320 },
};

export const Desktop: Story = {
  args: { onLogout: fn() },
  globals: { viewport: { value: "w1280", isRotated: false } },
};
