import { useAtomValue } from "jotai";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { Header } from "../../widgets/Header.tsx";
import { type ActivateLocale, useLocaleSwitch } from "../flows/useLocaleSwitch.ts";
import { useLogout } from "../flows/useLogout.ts";
import { formFields } from "../../steps/formFields.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { useNavigate } from "./useNavigate.ts";

/** The header; `activateLocale` loads a chosen language's catalog (i18n's, handed down by the shell). */
export function HeaderBinding({ activateLocale }: { activateLocale: ActivateLocale }) {
  const zone = useAtomValue(zoneAtom);
  const query = useAtomValue(queryAtom);
  const session = useAtomValue(sessionAtom);
  const [locale, setLocale] = useLocaleSwitch(activateLocale);
  const logout = useLogout();
  return (
    <Header
      brandName={zone?.brand.name ?? "Wi-Fi"}
      logoSrc={zone?.brand.logo}
      homeHref={query ? "/start?ignoreSessionRedirect=true" : "/error"}
      onNavigate={useNavigate()}
      language={{
        locales: zone?.locales ?? [],
        value: locale,
        onChange: (next) => void setLocale(next as Locale),
      }}
      // session data, not used up (section 2), and a logoutMethod to log out with (section 6)
      onLogout={session && !session.isSessionUsedUp && session.logoutMethod ? () => void logout() : undefined}
      logoutFields={formFields("logout")}
    />
  );
}
