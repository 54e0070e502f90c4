import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Json } from "./fleetCopy.ts";
import { colors, editZone, type Mutation } from "./mutationKit.ts";

/** Mistakes only the checks beyond the schema find. */
export const checkMutations: Mutation[] = [
  {
    name: "a MikroTik gateway without its address",
    apply(f) {
      const file = editZone(
        f,
        (z) => (z.network = { ...z.network, gateway: "mikrotik", controllerHosts: [] }),
      );
      return {
        file,
        pointer: "/network/gateway",
        line: f.lineOf(file, '"mikrotik"'),
        message: /a mikrotik gateway needs network\.controllerHosts: the hotspot's address/,
        hint: /npm run gateway -- config --zone/,
      };
    },
  },
  {
    name: "an openNDS FAS level on another gateway",
    apply(f) {
      const file = editZone(
        f,
        (z) =>
          (z.network = {
            ...z.network,
            gateway: "coovachilli",
            controllerHosts: ["10.1.0.1"],
            openndsFasLevel: 3,
          }),
      );
      return {
        file,
        pointer: "/network/openndsFasLevel",
        line: f.lineOf(file, '"openndsFasLevel"'),
        message: /openndsFasLevel is an opennds gateway's setting, not a coovachilli gateway's/,
        hint: /set "gateway": "opennds"/,
      };
    },
  },
  {
    name: "bad colour",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, colors: colors("#31e92z") }));
      return {
        file,
        pointer: "/brand/colors/primary",
        line: f.lineOf(file, "#31e92z"),
        message: /not a hex colour/,
      };
    },
  },
  {
    name: "low-contrast primary in the zone",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, colors: colors("#808080") }));
      return {
        file,
        pointer: "/brand/colors/primary",
        line: f.lineOf(file, "#808080"),
        message: /4\.41:1 contrast/,
        hint: /#[0-9a-f]{6}/,
      };
    },
  },
  {
    name: "low-contrast primary inherited from the operator file",
    apply(f) {
      editZone(f, (z) => delete z.brand?.colors);
      const parent = f.read(f.parent);
      parent.brand = { ...parent.brand, colors: colors("#7b68ee") };
      f.write(f.parent, parent);
      return {
        file: f.parent,
        pointer: "/brand/colors/primary",
        line: f.lineOf(f.parent, "#7b68ee"),
        message: /contrast/,
      };
    },
  },
  ...(
    [
      ["javascript: link", "javascript:alert(1)", /script link/],
      ["javascript: link hidden by case and a tab", " JavaScript\t:alert(1)", /script link/],
      ["data: link", "data:text/html,<script>alert(1)</script>", /data: link/],
      ["http link to another host", "http://onboard.evil.example/", /http:\/\/ link .* unencrypted/],
      ["protocol-relative link", "//evil.example/", /protocol-relative/],
    ] as const
  ).map(
    ([name, link, message]): Mutation => ({
      name,
      apply(f) {
        const file = editZone(f, (z) => (z.links = { ...z.links, browse: link }));
        return { file, pointer: "/links/browse", line: f.lineOf(file, '"browse"'), message };
      },
    }),
  ),
  {
    name: "missing locale text",
    apply(f) {
      const file = editZone(f, (z) => {
        z.locales = ["en", "sv"];
        z.pages.StartPage[0] = { type: "WelcomeHeading", text: "mutant.intro" };
        z.texts = { ...z.texts, "mutant.intro": { en: "Hello" } };
      });
      return {
        file,
        pointer: "/texts/mutant.intro",
        line: f.lineOf(file, '"mutant.intro": {'),
        message: /no sv version/,
      };
    },
  },
  {
    name: "text key a node uses but texts lacks",
    apply(f) {
      const file = editZone(
        f,
        (z) => (z.pages.StartPage[0] = { type: "WelcomeHeading", text: "no.such.text" }),
      );
      return {
        file,
        pointer: "/pages/StartPage/0/text",
        line: f.lineOf(file, "no.such.text"),
        message: /not in texts/,
      };
    },
  },
  {
    name: "missing asset",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, logo: "missing-logo.svg" }));
      return {
        file,
        pointer: "/brand/logo",
        line: f.lineOf(file, "missing-logo.svg"),
        message: /does not exist/,
      };
    },
  },
  {
    name: "oversized asset",
    apply(f) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(30_000)}--></svg>`;
      writeFileSync(join(dirname(f.zone), "huge-logo.svg"), svg);
      const file = editZone(f, (z) => (z.brand = { ...z.brand, logo: "huge-logo.svg" }));
      return {
        file,
        pointer: "/brand/logo",
        line: f.lineOf(file, "huge-logo.svg"),
        message: /30 KB, over the 24 KB limit/,
      };
    },
  },
  {
    name: "asset outside the manifest's folder",
    apply(f) {
      const file = editZone(f, (z) => (z.brand = { ...z.brand, logo: "../elsewhere.svg" }));
      return { file, pointer: "/brand/logo", message: /outside the manifest's folder/ };
    },
  },
  {
    name: "BackLink to a page the zone lacks",
    apply(f, schema) {
      const to = ((schema.nodes.get("BackLink")?.to?.enum ?? []) as string[]).find(
        (p) => p !== "StartPage",
      ) as string;
      let index = 0;
      const file = editZone(f, (z) => {
        delete z.pages[to];
        index = z.pages.StartPage.push({ type: "BackLink", to }) - 1;
      });
      return {
        file,
        pointer: `/pages/StartPage/${index}/to`,
        line: f.lineOf(file, `"to": "${to}"`),
        message: /no .* page/,
      };
    },
  },
  {
    name: "VoucherLink without a voucher page",
    apply(f) {
      const file = editZone(f, (z) => {
        delete z.pages.LoginVoucher;
        z.pages.StartPage = [{ type: "VoucherLink" }];
      });
      return {
        file,
        pointer: "/pages/StartPage/0/type",
        line: f.lineOf(file, '"VoucherLink"'),
        message: /opens LoginVoucher/,
      };
    },
  },
  {
    name: "crew zone without a support email",
    apply(f, schema) {
      if (!schema.supportEmail) return undefined;
      const path = schema.supportEmail;
      const drop = (json: Json) => {
        if (path.length === 1) delete json[path[0] as string];
        else delete json[path[0] as string]?.[path[1] as string];
      };
      const file = editZone(f, (z) => {
        z.tier = "crew";
        drop(z);
      });
      // the operator file may name one for all its zones
      const parent = f.read(f.parent);
      drop(parent);
      f.write(f.parent, parent);
      return { file, pointer: `/${path.join("/")}`, message: /support email/ };
    },
  },
  {
    name: "crew zone without the support mail link on its start page",
    apply(f) {
      const file = editZone(f, (z) => {
        z.tier = "crew";
        z.supportEmail = "crew-it@operator.example";
        z.pages.StartPage = [
          { type: "WelcomeHeading", title: "welcome-crew" },
          { type: "InfoNote", topic: "satellite" },
        ];
      });
      return {
        file,
        pointer: "/pages/StartPage",
        line: f.lineOf(file, '"StartPage"'),
        message: /crew start page needs the support mail link/,
        hint: /"type": "SupportMail"/,
      };
    },
  },
  {
    name: "crew zone without the iOS note where the code is typed",
    apply(f) {
      const file = editZone(f, (z) => {
        z.tier = "crew";
        z.supportEmail = "crew-it@operator.example";
        z.pages.StartPage = [
          { type: "SupportMail" },
          { type: "InfoNote", topic: "satellite" },
          { type: "VoucherLink" },
        ];
        z.pages.LoginVoucher = [{ type: "BackLink" }, { type: "VoucherForm", kind: "crew" }];
      });
      return {
        file,
        pointer: "/pages/LoginVoucher",
        line: f.lineOf(file, '"LoginVoucher"'),
        message: /keep the voucher or access code on iOS/,
        hint: /"topic": "ios"/,
      };
    },
  },
  {
    name: "time zone misspelt",
    apply(f) {
      const file = editZone(f, (z) => (z.timeZone = "Europe/Stokholm"));
      return {
        file,
        pointer: "/timeZone",
        line: f.lineOf(file, '"Europe/Stokholm"'),
        message: /"Europe\/Stokholm" is not a time zone/,
        hint: /did you mean "Europe\/Stockholm"/,
      };
    },
  },
  {
    name: "time zone in the wrong case",
    apply(f) {
      const file = editZone(f, (z) => (z.timeZone = "europe/athens"));
      return { file, pointer: "/timeZone", message: /not a time zone as written/, hint: /"Europe\/Athens"/ };
    },
  },
  {
    name: "time zone as a UTC offset",
    apply(f) {
      const file = editZone(f, (z) => (z.timeZone = "+02:00"));
      return { file, pointer: "/timeZone", hint: /IANA name such as Europe\/Stockholm/ };
    },
  },
  {
    name: "store item named in words, as before names were translated",
    apply(f) {
      const file = editZone(f, (z) => {
        z.store = {
          ...{ currency: "EUR", currencyDecimals: 2 },
          items: [{ id: 1, name: "1 hour", description: "store.mutant.note", grossAmount: 450 }].map(
            (item) => ({ ...item, maxDevices: 1, durationMinutes: 60, byteLimit: null }),
          ),
        };
        z.texts = {
          ...z.texts,
          "store.mutant.note": Object.fromEntries(z.locales?.map((l: string) => [l, "x"]) ?? [["en", "x"]]),
        };
      });
      return {
        file,
        pointer: "/store/items/0/name",
        line: f.lineOf(file, '"1 hour"'),
        message: /"1 hour" is words, not a text key/,
        hint: /write "name": "store\.1-hour" and add "store\.1-hour": \{ "en": "1 hour", … \} to texts/,
      };
    },
  },
  {
    name: "cruise package line whose text is missing",
    apply(f) {
      const file = editZone(f, (z) => {
        z.cruise = {
          packages: [
            {
              ...{ id: "WIFI-1H", title: "cruise.mutant", description: ["cruise.line.mutnat"], amount: 490 },
              ...{ currency: "EUR", duration: 1, durationUnit: "hours" },
            },
          ],
        };
        z.texts = {
          ...z.texts,
          "cruise.mutant": { en: "x", sv: "x", el: "x" },
          "cruise.line.mutant": { en: "x", sv: "x", el: "x" },
        };
      });
      return {
        file,
        pointer: "/cruise/packages/0/description/0",
        message: /text "cruise\.line\.mutnat" is not in texts/,
        hint: /did you mean "cruise\.line\.mutant"/,
      };
    },
  },
  {
    name: "cruise zone without its cruise pages",
    apply(f, schema) {
      const missing = ["Store", "PurchaseComplete"].find((p) => schema.pages.includes(p));
      if (!missing) return undefined;
      const file = editZone(f, (z) => {
        z.tier = "cruise";
        delete z.pages[missing];
      });
      return { file, pointer: `/pages/${missing}`, message: /cruise zone needs/ };
    },
  },
  {
    name: "trial faster than what the zone sells",
    apply(f) {
      // the premium card advertises 5 Mbit/s; the zone's trial keeps its keyword's 20
      const file = editZone(f, (z) => {
        z.opens = [{ id: 1, keyword: "trial" }];
        z.pages.StartPage.push({ type: "PremiumCard", speedMbit: 5 });
      });
      return {
        file,
        pointer: "/opens/0",
        message:
          /^the trial \(trial, opens\[0\]\) runs at 20 Mbit\/s \(the trial default\), faster than the fastest access the zone sells: 5 Mbit\/s \(the StartPage's PremiumCard\)$/,
        hint: /"rxMaxBytesPerSecond": 625000 and "txMaxBytesPerSecond": 625000 \(5 Mbit\/s\) or less/,
      };
    },
  },
];
