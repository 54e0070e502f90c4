import { useLocation } from "wouter";

/** Client-side navigation for widgets' onNavigate callbacks. */
export function useNavigate(): (href: string) => void {
  const [, navigate] = useLocation();
  return (href: string) => navigate(href);
}
