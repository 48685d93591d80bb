import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@brillo/domain/format';
import { agentDocumentKinds } from '@brillo/domain/enums';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { paths } from '@/config/paths';
import { useAgentDocsFlags, useAgentProfilePanel } from '../api/dashboard';
import { orNotAvailable, phoneWithPlus } from '../display-rules';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { VerifiedBadge } from '@/components/verified-badge';
import { FieldList } from './part-state';

const texts = dashboardTexts.profile;
const docsTexts = agentFilesTexts.docs;

function ProfileFields({ timeZone }: { timeZone: string }) {
  const profile = useAgentProfilePanel();
  if (profile.isPending) return <LoadingState text={texts.loading} />;
  if (profile.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void profile.refetch()} />;
  }
  const { email, phone, address, nationality, serviceComunas, lastSignInAt } = profile.data;
  return (
    <FieldList
      fields={[
        { label: texts.email, value: email },
        { label: texts.phone, value: phoneWithPlus(phone) },
        { label: texts.address, value: orNotAvailable(address) },
        {
          label: texts.serviceComunas,
          value: (
            <>
              {orNotAvailable(serviceComunas.join(', ') || null)}{' '}
              <Anchor component={Link} to={paths.bio} size="sm">
                {texts.changeServiceComunas}
              </Anchor>
            </>
          ),
        },
        {
          label: texts.nationality,
          value: nationality
            ? registrationTexts.choices.nationality[nationality]
            : orNotAvailable(null),
        },
        { label: texts.lastConnection, value: formatDateTime(lastSignInAt, timeZone) },
      ]}
    />
  );
}

/**
 * The upload-documents card: 'Verificado' once both documents are approved (PD-37), a warning
 * while the ID or the certificate is missing, and where each uploaded one's review stands.
 */
function DocumentsCard() {
  const docs = useAgentDocsFlags();
  let content;
  if (docs.isPending) content = <LoadingState text={texts.docsLoading} />;
  else if (docs.isError) {
    content = <LoadFailed text={texts.docsLoadFailed} onRetry={() => void docs.refetch()} />;
  } else {
    const { upload_id: hasId, upload_certificate: hasCertificate } = docs.data.docs;
    const { review, verified } = docs.data;
    const uploaded = agentDocumentKinds.flatMap((kind) => {
      const status = review[kind];
      return status ? [{ kind, status }] : [];
    });
    const upload =
      hasId && hasCertificate ? (
        <Text>{docsTexts.complete}</Text>
      ) : (
        <Alert color="yellow" variant="light">
          <Stack gap={4}>
            <Text fw={600} c="gray.9">
              {docsTexts.missingWarning}
            </Text>
            <List size="sm" c="gray.9">
              {hasId ? null : <List.Item>{docsTexts.missingId}</List.Item>}
              {hasCertificate ? null : <List.Item>{docsTexts.missingCertificate}</List.Item>}
            </List>
          </Stack>
        </Alert>
      );
    content = (
      <Stack gap="xs">
        {verified ? <VerifiedBadge /> : null}
        {upload}
        {uploaded.length > 0 && !verified ? (
          <List size="sm" aria-label={verificationTexts.reviewsLabel}>
            {uploaded.map(({ kind, status }) => (
              <List.Item key={kind}>
                {verificationTexts.kinds[kind]}: {verificationTexts.status[status]}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-labelledby="documents-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h5" id="documents-title">
          {texts.docsTitle}
        </Title>
        {content}
        <Button component={Link} to={paths.docs} variant="light" size="sm">
          {docsTexts.dashboardLink}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The profile and documents panel (spec §2). */
export function ProfilePanel({ timeZone }: { timeZone: string }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="profile-panel-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-panel-title">
          {texts.title}
        </Title>
        <ProfileFields timeZone={timeZone} />
        <DocumentsCard />
      </Stack>
    </Paper>
  );
}
