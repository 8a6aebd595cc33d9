import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Browser back on sign-in and sign-up goes to the home page. */
export function useBackGoesHome() {
  const navigate = useNavigate();
  useEffect(() => {
    const onPopState = () => navigate('/', { replace: true });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [navigate]);
}
