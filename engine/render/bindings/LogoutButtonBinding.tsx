import { useAtomValue } from "jotai";
import { ActionForm } from "../../../widgets/ActionForm.tsx";
import { LogoutButton } from "../../../widgets/LogoutButton.tsx";
import { useLogout } from "../../flows/useLogout.ts";
import { formFields } from "../../../steps/formFields.ts";
import { sessionAtom } from "../../state/sessionAtom.ts";

// only sessions that can be logged out say how (voucher sessions do, open ones do not)
export function LogoutButtonBinding() {
  const method = useAtomValue(sessionAtom)?.logoutMethod;
  const logout = useLogout();
  return method ? (
    <ActionForm fields={formFields("logout")}>
      <LogoutButton onLogout={() => void logout()} />
    </ActionForm>
  ) : null;
}
