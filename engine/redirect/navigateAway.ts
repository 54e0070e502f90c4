/** Leaves the portal for the access controller; one place, so tests can observe it. */
export function navigateAway(url: string): void {
  window.location.assign(url);
}

/**
 * Leaves the portal by posting a form (a gateway's POST login, MikroTik's): built off the page and
 * submitted, as the portal's own login page would (its policy lets it post to the zone's gateway).
 */
export function postAway(url: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
