import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BrandImage } from "../widgets/BrandImage.tsx";

// a seascape drawn here, as the server's SVG fallback would serve one
const SEASCAPE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 480"><rect width="1600" height="480" fill="#8fd3f4"/><circle cx="260" cy="110" r="56" fill="#ffd54a"/><path d="M0 330q40-10 80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0t80 0V480H0Z" fill="#2f86c8"/><path d="M560 372h560l-40 40H600Z" fill="#fff"/></svg>',
)}`;

const meta = {
  title: "Widgets/BrandImage",
  component: BrandImage,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "The operator's header image (above the fold, fetched at once) or banner (below, fetched lazily). Its box has the image's shape and dominant colour before the image arrives.",
      },
    },
  },
  args: {
    image: { src: SEASCAPE, width: 1600, height: 480, placeholder: "#2f86c8", sources: [] },
    alt: "A white ferry in a blue bay",
    slot: "header",
  },
} satisfies Meta<typeof BrandImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "A white ferry in a blue bay" });
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("loading", "eager");
    // the box is reserved before the image loads: its height follows from its width alone
    const box = canvasElement.querySelector(".gw-brand-image") as HTMLElement;
    await expect(
      Math.abs(box.getBoundingClientRect().height - Math.min(300, box.clientWidth * 0.3)),
    ).toBeLessThan(2);
  },
};

export const DecorativeBanner: Story = {
  args: {
    slot: "banner",
    alt: "",
    image: {
      src: SEASCAPE,
      width: 1200,
      height: 400,
      placeholder: "#082858",
      sources: [
        { type: "image/avif", srcSet: `${SEASCAPE} 480w` },
        { type: "image/webp", srcSet: `${SEASCAPE} 480w` },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // decorative: no name, so it is left out of the accessibility tree
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    const image = canvasElement.querySelector("img") as HTMLImageElement;
    await expect(image.getAttribute("alt")).toBe("");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(canvasElement.querySelectorAll("source")).toHaveLength(2);
  },
};
