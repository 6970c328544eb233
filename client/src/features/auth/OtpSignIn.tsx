import { Button, Checkbox, Flex, Form, Input, Spin, Typography, App } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { type OtpType, useRequestOtpMutation, useVerifyOtpMutation } from '../../graphql/generated';
import { isServerAnswer, serverMessage } from '../common/errors';
import { useCompleteSignIn } from '../session/useSession';
import { SocialButtons } from './SocialButtons';
import { AUTH_MESSAGES, emailProblem, otpProblem } from './validation';

/** Sign-in or sign-up: what the code is for. */
type Mode = OtpType;

/** Links inside a sentence are underlined, not told apart by colour alone. */
const inTextLink = { textDecoration: 'underline' } as const;
type Step = 'email' | 'sending' | 'code' | 'verifying' | 'done';

/**
 * The e-mail code state machine of spec section 4, for sign-in and sign-up:
 * email -> sending ('Sending OTP...', overlay spinner) -> code (e-mail field disabled, code field
 * shown) -> verifying -> done (message, then /dashboard after 1.5 s). There is no way back to the
 * e-mail step but a reload, as the spec has it.
 */
export function OtpSignIn({ mode }: { mode: Mode }) {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const completeSignIn = useCompleteSignIn();
  const [requestOtp] = useRequestOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [newsUpdates, setNewsUpdates] = useState(false);
  const [fieldError, setFieldError] = useState<{ email?: string; otp?: string }>({});
  const register = mode === 'register';

  const fail = (text: string, field?: 'email' | 'otp') => {
    if (field) setFieldError({ [field]: text });
    message.open({ type: 'error', content: text, duration: TIMINGS.snackbar / 1000 });
  };

  const send = async () => {
    const problem = emailProblem(email);
    if (problem) return fail(problem, 'email');
    if (register && !termsAccepted) return fail(AUTH_MESSAGES.terms);
    setFieldError({});
    setStep('sending');
    try {
      const { data } = await requestOtp({
        variables: { input: { userEmail: email.trim(), type: mode, ...(register ? { termsAccepted } : {}) } },
      });
      setStep('code');
      message.open({ type: 'success', content: data?.requestOtp.message ?? AUTH_MESSAGES.otpSent, duration: TIMINGS.snackbar / 1000 });
    } catch (error) {
      setStep('email');
      fail(serverMessage(error, isServerAnswer(error) ? AUTH_MESSAGES.sendFailed : AUTH_MESSAGES.sendErrored));
    }
  };

  const verify = async () => {
    const problem = otpProblem(otp);
    if (problem) return fail(problem, 'otp');
    setFieldError({});
    setStep('verifying');
    try {
      const { data } = await verifyOtp({
        variables: { input: { userEmail: email.trim(), otp: otp.trim(), type: mode, ...(register ? { termsAccepted, newsUpdates } : {}) } },
      });
      if (!data) throw new Error('no data');
      setStep('done');
      message.open({ type: 'success', content: data.verifyOtp.message, duration: TIMINGS.redirectAfterSignIn / 1000 + 1 });
      window.setTimeout(() => {
        completeSignIn(data.verifyOtp.user);
        navigate('/dashboard', { replace: true });
      }, TIMINGS.redirectAfterSignIn);
    } catch (error) {
      setStep('code');
      fail(serverMessage(error, isServerAnswer(error) ? AUTH_MESSAGES.verifyFailed : AUTH_MESSAGES.verifyErrored));
    }
  };

  const codeShown = step === 'code' || step === 'verifying' || step === 'done';
  const busy = step === 'sending' || step === 'verifying' || step === 'done';
  const buttonText = step === 'sending' ? 'Sending OTP...' : codeShown ? (register ? 'Verify OTP & Register' : 'Verify OTP') : 'Send OTP';

  return (
    <Flex vertical gap={16}>
      <SocialButtons mode={mode} termsAccepted={termsAccepted} newsUpdates={newsUpdates} disabled={busy} />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={() => handled(codeShown ? verify() : send(), codeShown ? 'Verifying the code' : 'Sending the code')}
        disabled={step === 'done'}
      >
        <Form.Item
          label="Work e-mail"
          htmlFor="email"
          validateStatus={fieldError.email ? 'error' : undefined}
          help={fieldError.email}
          style={{ marginBottom: 16 }}
        >
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            size="large"
            placeholder="you@company.com"
            value={email}
            disabled={codeShown || step === 'sending'}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Form.Item>
        {codeShown && (
          <Form.Item
            label="6-digit code"
            htmlFor="otp"
            validateStatus={fieldError.otp ? 'error' : undefined}
            help={fieldError.otp}
            style={{ marginBottom: 16 }}
          >
            <Input
              id="otp"
              name="otp"
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              autoFocus
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\s/g, ''))}
            />
          </Form.Item>
        )}
        {register && (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Checkbox checked={newsUpdates} onChange={(e) => setNewsUpdates(e.target.checked)} disabled={codeShown}>
              Send me news and product updates
            </Checkbox>
            <Checkbox checked={termsAccepted} onChange={(e) => setTermsAccepted(e.target.checked)} disabled={codeShown}>
              I accept the{' '}
              <a href="/terms" target="_blank" rel="noopener noreferrer" style={inTextLink}>
                Terms &amp; Conditions
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" rel="noopener noreferrer" style={inTextLink}>
                Privacy Policy
              </a>
            </Checkbox>
          </Flex>
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={step === 'verifying'}
          disabled={busy || (register && !termsAccepted)}
        >
          {buttonText}
        </Button>
      </Form>
      <Typography.Text style={{ textAlign: 'center' }}>
        {register ? (
          <>
            Already have an account?{' '}
            <Link to="/login" style={inTextLink}>
              Sign in
            </Link>
          </>
        ) : (
          <>
            New to TalentLens?{' '}
            <Link to="/register" style={inTextLink}>
              Create an account
            </Link>
          </>
        )}
      </Typography.Text>
      <Spin fullscreen spinning={step === 'sending'} tip="Sending OTP..." />
    </Flex>
  );
}
