/**
 * Navigation from outside React (the composition root's 401 hook -> /logout): the router's
 * navigate function, registered by <NavigationBridge/> inside the router.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

let current: { navigate: (to: string) => void; pathname: () => string } | null = null;

/** Navigates the app's router (a full page load when the router is not mounted yet). */
export function navigateApp(to: string): void {
  if (current) {
    if (current.pathname() !== to) current.navigate(to);
  } else if (window.location.pathname !== to) {
    window.location.assign(to);
  }
}

export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = location.pathname;
  useEffect(() => {
    current = { navigate: (to) => void navigate(to), pathname: () => pathname };
    return () => {
      current = null;
    };
  }, [navigate, pathname]);
  return null;
}
