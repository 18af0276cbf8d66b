import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationKindLabels,
  notificationMessages,
  notificationSettingsOf,
  SWITCHABLE_KINDS,
} from '@catrep/model';
import {
  pushOnThisDevice,
  registerThisDevice,
  saveNotificationSettings,
  unregisterThisDevice,
} from '@/data/notifications';
import { toast } from '@/ui/toast';
import { NotificationSettingsForm, pushProblems } from './NotificationSettings';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Settings, push tokens and the REST calls go through the data module: no Firebase here.
vi.mock('@/data/notifications', () => ({
  useNotificationSettings: vi.fn(),
  saveNotificationSettings: vi.fn(),
  registerThisDevice: vi.fn(),
  unregisterThisDevice: vi.fn(),
  pushOnThisDevice: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

const allOn = Object.fromEntries(SWITCHABLE_KINDS.map((k) => [k, true]));

/** A browser whose notification permission answers `answer`. */
function permission(answer: NotificationPermission) {
  const requestPermission = vi.fn().mockResolvedValue(answer);
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  return requestPermission;
}

function renderForm(stored = notificationSettingsOf(undefined), here = false) {
  vi.mocked(pushOnThisDevice).mockReturnValue(here);
  render(<NotificationSettingsForm uid="u1" initial={stored} />);
  return {
    user: userEvent.setup(),
    save: screen.getByRole('button', { name: 'Save notification settings' }),
  };
}

beforeEach(() => {
  vi.mocked(saveNotificationSettings).mockImplementation(async (s) => ({
    ...s,
    message: notificationMessages.settingsSaved,
  }));
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('CatRep Settings: Notifications', () => {
  it('a switch per kind, the digest and push; Save sends every field', async () => {
    const ask = permission('granted');
    const { user, save } = renderForm();
    for (const kind of SWITCHABLE_KINDS) {
      expect(screen.getByRole('checkbox', { name: notificationKindLabels[kind] })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Daily digest mail of unread notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push notifications on this device' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: notificationKindLabels.like }));
    await user.click(screen.getByRole('checkbox', { name: 'Daily digest mail of unread notifications' }));
    await user.click(save);
    expect(saveNotificationSettings).toHaveBeenCalledWith({
      kinds: { ...allOn, like: false },
      digest: false,
      push: false,
    });
    expect(ask).not.toHaveBeenCalled();
    expect(registerThisDevice).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(notificationMessages.settingsSaved);
  });

  it('turning push on asks the browser only then, registers this device and saves push on', async () => {
    const ask = permission('granted');
    vi.mocked(registerThisDevice).mockResolvedValue({ message: notificationMessages.pushTokenSaved });
    const { user, save } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Push notifications on this device' }));
    expect(ask).not.toHaveBeenCalled();
    await user.click(save);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(registerThisDevice).toHaveBeenCalledWith('u1');
    expect(saveNotificationSettings).toHaveBeenCalledWith({ kinds: allOn, digest: true, push: true });
  });

  it('a refused permission says how to allow it, and push stays off; no "saved" toast beside it', async () => {
    permission('denied');
    const { user, save } = renderForm();
    const push = screen.getByRole('checkbox', { name: 'Push notifications on this device' });
    await user.click(push);
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(pushProblems.denied);
    expect(push).not.toBeChecked();
    expect(registerThisDevice).not.toHaveBeenCalled();
    expect(saveNotificationSettings).toHaveBeenCalledWith({ kinds: allOn, digest: true, push: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your other notification settings were saved.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('turning push off takes this device’s token back', async () => {
    vi.mocked(unregisterThisDevice).mockResolvedValue({ message: notificationMessages.pushTokenRemoved });
    const { user, save } = renderForm({ ...notificationSettingsOf(undefined), push: true }, true);
    const push = screen.getByRole('checkbox', { name: 'Push notifications on this device' });
    expect(push).toBeChecked();
    await user.click(push);
    await user.click(save);
    expect(unregisterThisDevice).toHaveBeenCalledWith('u1');
    expect(saveNotificationSettings).toHaveBeenCalledWith({ kinds: allOn, digest: true, push: false });
  });

  it('push on for other devices only stays on when left untouched', async () => {
    const { user, save } = renderForm({ ...notificationSettingsOf(undefined), push: true }, false);
    expect(screen.getByRole('checkbox', { name: 'Push notifications on this device' })).not.toBeChecked();
    await user.click(save);
    expect(saveNotificationSettings).toHaveBeenCalledWith({ kinds: allOn, digest: true, push: true });
  });

  it('a failed save says why', async () => {
    vi.mocked(saveNotificationSettings).mockRejectedValueOnce(new Error('Something went wrong'));
    const { user, save } = renderForm();
    await user.click(save);
    expect(toast.error).toHaveBeenCalledWith('Something went wrong');
  });
});
