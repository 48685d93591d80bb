import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import { BrandMark } from '@/components/brand-mark';
import { dashboardPath, paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '../session-context';
import classes from './home.module.css';

/** Signed-in people go straight to their dashboard; everyone else gets the three ways in. */
export function HomeRoute() {
  usePageTitle();
  const session = useSession();
  if (session.status === 'signed-in') {
    return <Navigate to={dashboardPath(session.user.role)} replace />;
  }
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="md">
        <Stack gap="lg" align="center" className={classes.content}>
          <BrandMark size={64} />
          <Title order={1} id="home-title" ta="center" className={classes.title}>
            {homeTexts.title}
          </Title>
          <Text size="lg" ta="center" className={classes.intro}>
            {homeTexts.intro}
          </Text>
          <nav aria-label={homeTexts.actionsLabel} className={classes.actions}>
            <Button component={Link} to={paths.signIn} size="md">
              {homeTexts.signIn}
            </Button>
            <Button component={Link} to={paths.agentSignup} size="md" variant="outline">
              {homeTexts.agentSignup}
            </Button>
            <Button component={Link} to={paths.customerSignup} size="md" variant="outline">
              {homeTexts.customerSignup}
            </Button>
          </nav>
        </Stack>
      </Container>
    </section>
  );
}
