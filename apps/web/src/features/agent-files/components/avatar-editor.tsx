import { useEffect, useRef, useState } from 'react';
import {
  Avatar,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  AVATAR_MAX_BYTES,
  avatarAccept,
  avatarUploadContentTypes,
} from '@brillo/domain/file-uploads';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { notify } from '@/lib/notify';
import { useAvatar, useUploadAvatar } from '../api/avatar';
import { isAbort } from '../api/upload-file';
import defaultAvatarUrl from '../assets/default-avatar.svg';
import { UploadProgress } from './upload-progress';

const texts = agentFilesTexts.avatar;

/** The size of the avatar on the dashboard, in pixels. */
const AVATAR_SIZE = 96;
const PREVIEW_SIZE = 160;

/**
 * The agent's avatar, or the default one, as a button with the spec's hint '(presiona para
 * editar)': it opens a dialog to choose a photo, preview it and upload it with a progress bar. A
 * saved avatar replaces the old one wherever `useAvatar()` is read.
 */
export function AvatarEditor({ name }: { name: string }) {
  const avatar = useAvatar();
  const [opened, { open, close }] = useDisclosure(false);
  const url = avatar.data?.avatarUrl ?? null;
  // While the answer is on its way the placeholder shows; a failed answer shows the default image.
  const src = avatar.isPending ? null : (url ?? defaultAvatarUrl);
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={texts.editLabel}
        aria-haspopup="dialog"
        style={{ alignSelf: 'flex-start', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Stack gap={4} align="center">
          <Avatar
            src={src}
            alt={url ? texts.alt(name) : texts.defaultAlt}
            size={AVATAR_SIZE}
            radius={AVATAR_SIZE}
          />
          <Text size="sm" c="gray.7">
            {texts.editHint}
          </Text>
        </Stack>
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={texts.dialogTitle}
        centered
        closeButtonProps={{ 'aria-label': texts.closeDialog }}
      >
        <AvatarForm onDone={close} />
      </Modal>
    </>
  );
}

/** Refuses, before sending, what the server would refuse by its type or size. */
function checkPhoto(file: File): string | null {
  if (!(avatarUploadContentTypes as readonly string[]).includes(file.type)) {
    return agentFilesTexts.errors.avatarType;
  }
  if (file.size > AVATAR_MAX_BYTES) return agentFilesTexts.errors.avatarTooLarge;
  return null;
}

/**
 * The dialog's content: mounted while the dialog is open, so closing it forgets the chosen photo
 * and aborts an upload on its way.
 */
function AvatarForm({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const upload = useUploadAvatar();
  const previewRef = useRef<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function choose(chosen: File | null) {
    if (!chosen) return;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const url = URL.createObjectURL(chosen);
    previewRef.current = url;
    setPreview(url);
    setFile(chosen);
    setFailure(null);
  }

  function fail(message: string) {
    setFailure({ message, at: Date.now() });
  }

  function save() {
    if (!file) {
      fail(texts.noFile);
      return;
    }
    const refusal = checkPhoto(file);
    if (refusal) {
      fail(texts.failed(refusal));
      return;
    }
    setFailure(null);
    setPercent(0);
    const controller = new AbortController();
    controllerRef.current = controller;
    upload.mutate(
      { file, signal: controller.signal, onProgress: setPercent },
      {
        onSuccess: () => {
          notify('success', texts.updated);
          onDone();
        },
        onError: (error) => {
          if (isAbort(error)) return;
          fail(texts.failed(error.message));
        },
      },
    );
  }

  function cancel() {
    controllerRef.current?.abort();
    onDone();
  }

  return (
    <Stack gap="md">
      <Text size="sm">{texts.dialogIntro}</Text>
      {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}
      <Group justify="center">
        {preview ? (
          <Avatar src={preview} alt={texts.preview} size={PREVIEW_SIZE} radius={PREVIEW_SIZE} />
        ) : null}
      </Group>
      {file ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {agentFilesTexts.docs.selected(file.name)}
        </Text>
      ) : null}
      <FileButton
        onChange={choose}
        accept={avatarAccept}
        inputProps={{ 'aria-label': texts.choose }}
      >
        {(props) => (
          <Button {...props} variant="light" disabled={upload.isPending}>
            {texts.choose}
          </Button>
        )}
      </FileButton>
      {upload.isPending ? <UploadProgress label={texts.uploading} percent={percent} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancel}>
          {texts.cancel}
        </Button>
        <Button onClick={save} loading={upload.isPending}>
          {texts.upload}
        </Button>
      </Group>
    </Stack>
  );
}
