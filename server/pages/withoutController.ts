// the entry's query without the controller it names: the portal is then its own controller
export function withoutController(query: Record<string, string>): string {
  const { accessControllerIp: _, ...rest } = query;
  return new URLSearchParams(rest).toString();
}
