import type { MouseEvent, ReactNode } from "react";

export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  /** called for a plain click on a site-relative link, so the app can route without a reload */
  onNavigate?: (href: string) => void;
}

/** A link that looks like a button: the start page's Trial, Voucher and 'purchase online' links. */
export function LinkButton({ href, children, variant = "primary", onNavigate }: LinkButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a className="gw-button" data-variant={variant} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
