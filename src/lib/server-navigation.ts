import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiUrl } from './api/transport';
import { isMockingEnabled } from './env';

/**
 * Goes to a path the server answers as a page navigation (/api/auth/google, /api/logout). A
 * service worker never sees navigations, so while the API is mocked the app serves these paths
 * as its own routes; otherwise the browser really navigates there.
 */
export function useServerNavigation() {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (isMockingEnabled) navigate(path);
      else window.location.assign(apiUrl(path));
    },
    [navigate],
  );
}
