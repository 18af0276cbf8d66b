/**
 * Guest and unverified restrictions (SPEC §4, §6): `GuestGateProvider` owns the 'Guest user'
 * modal; `GuardedButton` looks disabled with a tooltip when `restricted`, and clicking it opens
 * that modal instead of running the action. Presentational (no Firebase).
 */
import { createContext, useContext, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Modal } from '@/ui/Modal';
import { JoinActions } from './JoinActions';
import { Tooltip } from './Tooltip';

/** The sentence the modal and tooltips show. */
export const GUEST_DISABLED_TEXT = 'This function is disabled for the guest user.';

const GuestGateContext = createContext<() => void>(() => undefined);

/** Opens the 'Guest user' modal. */
export function useGuestGate(): () => void {
  return useContext(GuestGateContext);
}

export function GuestGateProvider({ children, unverified }: { children: ReactNode; unverified?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <GuestGateContext.Provider value={() => setOpen(true)}>
      {children}
      <GuestModal open={open} unverified={unverified} onClose={() => setOpen(false)} />
    </GuestGateContext.Provider>
  );
}

/** The 'Guest user' modal (SPEC §2 Modals), offering Register and Login. */
export function GuestModal({
  open,
  onClose,
  unverified,
}: {
  open: boolean;
  onClose: () => void;
  unverified?: boolean;
}) {
  return (
    <Modal open={open} title="Guest user" onClose={onClose}>
      <p>{GUEST_DISABLED_TEXT}</p>
      {unverified ? (
        <p>Please verify your email address with the link we sent you to use all of CatRep.</p>
      ) : (
        <>
          <p>Register or log in to use all of CatRep.</p>
          <JoinActions onClick={onClose} />
        </>
      )}
    </Modal>
  );
}

type GuardedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { restricted: boolean };

/**
 * A button that, for restricted users, looks disabled, shows a tooltip and opens the modal. It
 * stays operable (no aria-disabled) because clicking it is how the modal explains the restriction.
 */
export function GuardedButton({ restricted, onClick, className, children, ...rest }: GuardedButtonProps) {
  const openGate = useGuestGate();
  if (!restricted) {
    return (
      <button type="button" className={className} onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  return (
    <Tooltip text={GUEST_DISABLED_TEXT}>
      <button
        type="button"
        {...rest}
        className={`${className ?? ''} looks-disabled`}
        data-restricted="true"
        onClick={openGate}
      >
        {children}
      </button>
    </Tooltip>
  );
}
