import { useMutation } from '@tanstack/react-query';
import { authMessages, toRegisterPayload } from '@wtkit/domain';
import { SignUpForm } from '@wtkit/ui';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errors';
import { useGoogleSignIn } from '../GoogleSignIn';
import { mutations } from '../mutations';
import { useBackGoesHome } from '../useBackGoesHome';
import './authPages.css';

/**
 * Sign up: the contact goes as email or phoneNumber (domain), then on to /log; Verifying... shows
 * while the sign-up or a Google sign-in runs.
 */
export default function SignUp() {
  const navigate = useNavigate();
  const register = useMutation(mutations.register());
  const google = useGoogleSignIn();
  useBackGoesHome();
  return (
    <div className="sf-auth">
      <SignUpForm
        isSubmitting={register.isPending}
        error={
          register.isError
            ? errorMessage(register.error, authMessages.signUpFailed)
            : google.state.error
        }
        googleButton={google.button}
        status={register.isPending ? authMessages.verifying : google.state.status}
        onSubmit={(values) =>
          register.mutate(toRegisterPayload(values), { onSuccess: () => navigate('/log') })
        }
      />
    </div>
  );
}
