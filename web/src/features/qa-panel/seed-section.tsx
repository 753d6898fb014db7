import type { SeedUser, VoucherCode } from './admin-api';
import { CopyValue } from './copy-value';
import { Note, PanelSection, PlainList } from './panel-parts';

export function SeedSection({ users, voucherCodes }: { users: SeedUser[]; voucherCodes: VoucherCode[] }) {
  return (
    <>
      <PanelSection id="qa-panel-users" title="Seed users">
        <PlainList>
          {users.map(({ email, password, description }) => (
            <li key={email}>
              <CopyValue value={email} label={`Copy ${email}`} />
              <CopyValue value={password} label={`Copy the password of ${email}`} />
              <Note>{description}</Note>
            </li>
          ))}
        </PlainList>
      </PanelSection>
      <PanelSection id="qa-panel-codes" title="Voucher codes">
        <PlainList>
          {voucherCodes.map(({ code, coins, state }) => (
            <li key={code}>
              <CopyValue value={code} label={`Copy ${code}`} />
              <Note>
                {coins.toLocaleString('en-IN')} coins, {state}
              </Note>
            </li>
          ))}
        </PlainList>
      </PanelSection>
    </>
  );
}
