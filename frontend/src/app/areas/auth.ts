// Auth area chunk: the auth layout and the sign-in, registration and verification pages.
export { AuthLayout } from '../layouts/AuthLayout';
export { LoginPage } from '../../features/auth/LoginPage';
export { RegisterPage } from '../../features/auth/RegisterPage';
export { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
export { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
export { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';
export { VerifySuccessPage } from '../../features/auth/VerifySuccessPage';
