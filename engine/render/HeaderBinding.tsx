import { useAtomValue } from "jotai";
import { useLocation, useRouter } from "wouter";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { Header } from "../../widgets/Header.tsx";
import { type ActivateLocale, useLocaleSwitch } from "../flows/useLocaleSwitch.ts";
import { useLogout } from "../flows/useLogout.ts";
import { formFields } from "../../steps/formFields.ts";
import { routeName } from "../paths/routeName.ts";
import type { PageName } from "../paths/zoneRoutes.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { typedFormOf } from "./typedForm.ts";
import { useNavigate } from "./useNavigate.ts";

// until the script has taken the page over, the language switch posts with the page's typed form
// (a code typed survives a switch without the script); after, the app switches by itself
function useSwitchForm(): string | undefined {
  const zone = useAtomValue(zoneAtom);
  const hydrated = useAtomValue(hydratedAtom);
  const [path] = useLocation();
  const { parser } = useRouter();
  if (hydrated || !zone) return undefined;
  return typedFormOf(zone.pages[routeName(path, parser) as PageName]);
}

/** The header; `activateLocale` loads a chosen language's catalog (i18n's, handed down by the shell). */
export function HeaderBinding({ activateLocale }: { activateLocale: ActivateLocale }) {
  const zone = useAtomValue(zoneAtom);
  const query = useAtomValue(queryAtom);
  const session = useAtomValue(sessionAtom);
  const [locale, setLocale] = useLocaleSwitch(activateLocale);
  const logout = useLogout();
  const formId = useSwitchForm();
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
        formId,
      }}
      // session data, not used up (section 2), and a logoutMethod to log out with (section 6)
      onLogout={session && !session.isSessionUsedUp && session.logoutMethod ? () => void logout() : undefined}
      logoutFields={formFields("logout")}
    />
  );
}
