import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AvatarAnswer } from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { apiError } from '../../../../test/api-answers';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import defaultAvatarUrl from '../assets/default-avatar.svg';
import { AvatarEditor } from './avatar-editor';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

const texts = agentFilesTexts.avatar;
const NAME = 'Ana Rojas';

const photo = (name = 'yo.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });

/** A gate the test opens to let a held answer go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function answerAvatar(answer: AvatarAnswer) {
  server.use(http.get(agentFilePaths.avatar, () => HttpResponse.json(answer)));
}

/** Answers the upload with `answer()`; returns how many uploads arrived. */
function answerUpload(answer: () => Response | Promise<Response>) {
  const uploads: number[] = [];
  server.use(
    http.post(agentFilePaths.avatar, async () => {
      uploads.push(1);
      return answer();
    }),
  );
  return uploads;
}

// jsdom has no object URLs: each chosen photo gets a made-up one, and revocations are recorded.
let revoked: string[] = [];
beforeEach(() => {
  let count = 0;
  revoked = [];
  URL.createObjectURL = () => `blob:preview-${(count += 1)}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const editButton = () => screen.getByRole('button', { name: texts.editLabel });
const dialog = () => screen.getByRole('dialog', { name: texts.dialogTitle });
const picker = () => within(dialog()).getByLabelText(texts.choose);

async function openDialogAndChoose(
  user: ReturnType<typeof renderWithProviders>['user'],
  file: File,
) {
  await user.click(editButton());
  await user.upload(picker(), file);
}

describe('AvatarEditor', () => {
  it('shows the default avatar and the hint when the agent has none', async () => {
    answerAvatar({ avatarUrl: null });
    renderWithProviders(<AvatarEditor name={NAME} />);
    const image = await screen.findByAltText(texts.defaultAlt);
    expect(image).toHaveAttribute('src', defaultAvatarUrl);
    expect(editButton()).toHaveTextContent(texts.editHint);
  });

  it('shows the current avatar', async () => {
    answerAvatar({ avatarUrl: '/api/files/avatars/ana.webp' });
    renderWithProviders(<AvatarEditor name={NAME} />);
    expect(await screen.findByAltText(texts.alt(NAME))).toHaveAttribute(
      'src',
      '/api/files/avatars/ana.webp',
    );
  });

  it('asks for a file first, in the dialog, and sends nothing', async () => {
    answerAvatar({ avatarUrl: null });
    const uploads = answerUpload(() => HttpResponse.json({}));
    const { user } = renderWithProviders(<AvatarEditor name={NAME} />);
    await user.click(editButton());
    await user.click(within(dialog()).getByRole('button', { name: texts.upload }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(texts.noFile);
    expect(uploads).toEqual([]);
  });

  it('previews the photo, shows the progress, and shows the new avatar at once', async () => {
    answerAvatar({ avatarUrl: null });
    const held = gate();
    answerUpload(async () => {
      await held.opened;
      return HttpResponse.json({
        message: texts.updated,
        avatarUrl: '/api/files/avatars/new.webp',
      });
    });
    const { user } = renderWithProviders(<AvatarEditor name={NAME} />);
    await screen.findByAltText(texts.defaultAlt);
    await openDialogAndChoose(user, photo());
    expect(within(dialog()).getByAltText(texts.preview)).toHaveAttribute('src', 'blob:preview-1');
    expect(within(dialog()).getByText(agentFilesTexts.docs.selected('yo.png'))).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: texts.upload }));
    const bar = await within(dialog()).findByRole('progressbar', { name: texts.uploading });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(texts.uploading);

    held.open();
    expect(await screen.findByText(texts.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByAltText(texts.alt(NAME))).toHaveAttribute(
      'src',
      '/api/files/avatars/new.webp',
    );
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it("says the server's refusal and keeps the chosen photo in the open dialog", async () => {
    answerAvatar({ avatarUrl: null });
    answerUpload(() =>
      apiError(400, { code: 'UNREADABLE_IMAGE', message: agentFilesTexts.errors.unreadableImage }),
    );
    const { user } = renderWithProviders(<AvatarEditor name={NAME} />);
    await openDialogAndChoose(user, photo('roto.png'));
    await user.click(within(dialog()).getByRole('button', { name: texts.upload }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      texts.failed(agentFilesTexts.errors.unreadableImage),
    );
    expect(within(dialog()).getByAltText(texts.preview)).toBeInTheDocument();
    expect(
      within(dialog()).getByText(agentFilesTexts.docs.selected('roto.png')),
    ).toBeInTheDocument();
    expect(screen.getByAltText(texts.defaultAlt)).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB before sending it', async () => {
    answerAvatar({ avatarUrl: null });
    const uploads = answerUpload(() => HttpResponse.json({}));
    const { user } = renderWithProviders(<AvatarEditor name={NAME} />);
    const big = photo('grande.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await openDialogAndChoose(user, big);
    await user.click(within(dialog()).getByRole('button', { name: texts.upload }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      texts.failed(agentFilesTexts.errors.avatarTooLarge),
    );
    expect(uploads).toEqual([]);
  });

  it('abandons an upload on its way when the dialog is cancelled', async () => {
    answerAvatar({ avatarUrl: null });
    const held = gate();
    const uploads = answerUpload(async () => {
      await held.opened;
      return HttpResponse.json({ message: texts.updated, avatarUrl: '/api/files/avatars/x.webp' });
    });
    const { user, queryClient } = renderWithProviders(<AvatarEditor name={NAME} />);
    await openDialogAndChoose(user, photo());
    await user.click(within(dialog()).getByRole('button', { name: texts.upload }));
    await within(dialog()).findByRole('progressbar', { name: texts.uploading });
    await user.click(within(dialog()).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    held.open();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(uploads).toHaveLength(1);
    expect(screen.queryByText(texts.updated)).not.toBeInTheDocument();
    expect(screen.getByAltText(texts.defaultAlt)).toBeInTheDocument();
  });

  it('forgets the photo when the dialog is cancelled', async () => {
    answerAvatar({ avatarUrl: null });
    const { user } = renderWithProviders(<AvatarEditor name={NAME} />);
    await openDialogAndChoose(user, photo());
    await user.click(within(dialog()).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual(['blob:preview-1']);
    await user.click(editButton());
    expect(within(dialog()).queryByAltText(texts.preview)).not.toBeInTheDocument();
  });
});
