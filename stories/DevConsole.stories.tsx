import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DevConsole, type DevConsoleProps } from "../widgets/DevConsole.tsx";
import { useControlled } from "./support/useControlled.ts";

const meta = {
  title: "Widgets/DevConsole",
  component: DevConsole,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use only on the hidden developer page: a diagnostic query about the portal's state and its answer.",
      },
    },
  },
  args: { query: "", onQueryChange: fn(), onEvaluate: fn(), result: null, failed: false },
  // the story holds the query, so typing really shows
  render: function Render(args: DevConsoleProps) {
    const [query, setQuery] = useControlled(args.query);
    const onQueryChange = (next: string) => {
      args.onQueryChange(next);
      setQuery(next);
    };
    return <DevConsole {...args} query={query} onQueryChange={onQueryChange} />;
  },
} satisfies Meta<typeof DevConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const query = canvas.getByRole("textbox", { name: "Diagnostic query" });
    await userEvent.type(query, "session.bytesUsed");
    await expect(query).toHaveValue("session.bytesUsed");
    await userEvent.click(canvas.getByRole("button", { name: "Evaluate" }));
    await expect(args.onEvaluate).toHaveBeenCalledOnce();
  },
};

export const Answered: Story = { args: { query: "session.bytesUsed", result: "734000000" } };

export const Failed: Story = {
  args: { query: "session.nope", result: "session has no field 'nope'", failed: true },
};

export const LongAnswerAt320: Story = {
  args: {
    query: "keys(storage.local)",
    result: JSON.stringify(
      {
        locale: "el",
        "gangnet/premium/publicIds": ["a1b2c3d4e5f6a7b8c9d0", "f0e1d2c3b4a5968778695a4b3c2d1e0f"],
      },
      null,
      2,
    ),
  },
  globals: { viewport: { value: "w320", isRotated: false } },
};
