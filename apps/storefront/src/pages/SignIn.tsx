import { useMutation } from '@tanstack/react-query';
import { SignInForm } from '@wtkit/ui';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errors';
import { useGoogleSignIn } from '../GoogleSignIn';
import { mutations } from '../mutations';
import { setToken } from '../session';
import { useBackGoesHome } from '../useBackGoesHome';
import './authPages.css';

/**
 * Sign in. Beyond the spec (issue 6): a failed login shows the server's message and
 * stays here instead of going home.
 */
export default function SignIn() {
  const navigate = useNavigate();
  const login = useMutation(mutations.login());
  const google = useGoogleSignIn();
  useBackGoesHome();
  return (
    <div className="sf-auth">
      <SignInForm
        isSubmitting={login.isPending}
        error={login.isError ? errorMessage(login.error, '') || null : google.state.error}
        status={google.state.status}
        googleButton={google.button}
        onSubmit={(values) =>
          login.mutate(values, {
            onSuccess: (body) => {
              setToken(body.data.token);
              navigate('/');
            },
          })
        }
      />
    </div>
  );
}
