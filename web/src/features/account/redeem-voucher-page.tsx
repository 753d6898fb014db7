import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useLayoutEffect, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { formikField } from '../../components/formik-field';
import { FormikForm } from '../../components/formik-form';
import { PageLayout } from '../../components/page-layout';
import { SubmitButton } from '../../components/submit-button';
import { formatCoins, toPaise } from '../../lib/money';
import { StoreModuleGate } from '../../lib/store-module-gate';
import { useSignedIn } from '../session';
import { accountStoreModule } from './account-store-module';
import { couponRedeemRequested, loadCoinsOpened, selectLoadCoins } from './load-coins-slice';
import { voucherCodeSchema } from './voucher-code-schema';

/**
 * Spec section 5: the code is uppercased as it is typed. The field's text is rewritten in place before formik reads
 * it, so the caret stays where the shopper is typing instead of jumping to the end when React sets the new value.
 */
function uppercaseInPlace({ target: input }: ChangeEvent<HTMLInputElement>): void {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

function RedeemVoucherForm() {
  const dispatch = useDispatch();
  const { status, error, redeemed } = useSelector(selectLoadCoins);
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: voucherCodeSchema,
    onSubmit: ({ code }, { setSubmitting }) => {
      dispatch(couponRedeemRequested(code.trim()));
      // From here the request's status keeps the form busy, until the provider answers.
      setSubmitting(false);
    },
  });
  const { resetForm } = formik;

  // Before the first paint, so the outcome of an earlier visit never flashes.
  useLayoutEffect(() => {
    dispatch(loadCoinsOpened());
  }, [dispatch]);

  // A redeemed code is spent: the field empties for the next one.
  useEffect(() => {
    if (redeemed !== null) resetForm();
  }, [redeemed, resetForm]);

  const busy = status === 'loading';
  const code = formikField(formik, 'code', voucherCodeSchema);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormikForm formik={formik} aria-label="Redeem a voucher code">
        <Box sx={{ display: 'grid', gap: 2 }}>
          {status === 'failed' && error !== null && <Alert severity="error">{error}</Alert>}
          {redeemed !== null && (
            <Alert severity="success" role="status">
              <AlertTitle>{redeemed.message}</AlertTitle>
              {`Coins added: ${formatCoins(toPaise(redeemed.data.coins_added))}`}
            </Alert>
          )}
          <TextField
            {...code}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              uppercaseInPlace(event);
              code.onChange(event);
            }}
            label="Voucher code"
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          {/* Disabled from the press: while formik checks the code, then while the provider redeems it. */}
          <SubmitButton disabled={busy || formik.isSubmitting}>{busy ? 'Redeeming...' : 'Redeem'}</SubmitButton>
        </Box>
      </FormikForm>
    </Paper>
  );
}

/** /redeem-voucher ('Redeem Points' in the menus): a voucher code turned into coins on the shopper's balance. */
export function RedeemVoucherPage() {
  const signedIn = useSignedIn();
  // The provider redeems a code only for a signed-in shopper; signing in brings the visitor back here.
  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/redeem-voucher' }} />;
  return (
    <PageLayout
      title="Load Coins"
      maxWidth={560}
      intro={
        <>
          <Typography>
            Got a voucher code? Redeem it here and its coins join your balance at once: one coin is worth ₹1 at
            checkout.
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Codes look like LOAD-500-AAAA. Each code can be used once.
          </Typography>
        </>
      }
    >
      <StoreModuleGate module={accountStoreModule}>
        <RedeemVoucherForm />
      </StoreModuleGate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Link component={RouterLink} to="/order-history">
          See your coin history
        </Link>
        <Link component={RouterLink} to="/">
          Browse vouchers
        </Link>
      </Box>
    </PageLayout>
  );
}
