/** The 404 and 403 pages (docs/shell.md §3.4): a code, the platform's message and a way home. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

function ErrorPage({ code, message, title }: { code: string; message: string; title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <PageTitle title={translate(title)} />
      <Typography variant="h2" component="p" color="text.secondary">
        {translate(code)}
      </Typography>
      <Typography role="alert" sx={{ my: 2 }}>
        {translate(message)}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('shell.errors.back_home')}
      </Button>
    </Box>
  );
}

export function NotFound() {
  return (
    <ErrorPage
      code="shell.errors.not_found_title"
      message="shell.errors.not_found"
      title="routes.pages.notFound"
    />
  );
}

export function Forbidden() {
  return (
    <ErrorPage
      code="shell.errors.forbidden_title"
      message="shell.errors.forbidden"
      title="routes.pages.forbidden"
    />
  );
}
