import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Outlet } from 'react-router-dom';
import { useConfig } from '../../features/configuration';
import { ToastAnchor } from '../../features/feedback';
import { BrandLogo } from './brand-logo';

/** /welcome's frame: only the brand's logo above the page, for a shopper arriving straight from a payment link. */
export function LogoHeaderLayout() {
  const config = useConfig();
  return (
    <>
      {/* /welcome has no bottom bar, so the corners and scrolling need leave no room for one. */}
      <GlobalStyles styles={{ ':root': { '--bottom-bar-height': '0px' } }} />
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <BrandLogo organizationName={config?.organization_name ?? ''} logoUrl={config?.logo_url} />
      </Box>
      <ToastAnchor />
      <Outlet />
    </>
  );
}
