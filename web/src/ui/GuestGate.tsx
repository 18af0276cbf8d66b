/**
 * Guest and unverified restrictions (docs/product.md §4, §6): `GuestGateProvider` owns the 'Guest user'
 * modal (for a guest) or the 'Verify your email' modal (for a CatRep whose email is not verified
 * yet); `GuardedButton` looks disabled with a tooltip when `restricted`, and clicking it opens
 * that modal instead of running the action. Presentational (no Firebase).
 */
import { createContext, useContext, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { verificationBanner } from '@catrep/model';
import { Modal } from '@/ui/Modal';
import { JoinActions } from './JoinActions';
import { Tooltip } from './Tooltip';

/** The sentence the guest's modal and tooltips show. */
export const GUEST_DISABLED_TEXT = 'This function is disabled for the guest user.';
/** The sentence the unverified CatRep's modal and tooltips show. */
export const UNVERIFIED_DISABLED_TEXT = 'This function is disabled until you verify your email address.';

interface Gate {
  open: () => void;
  unverified: boolean;
}

const GuestGateContext = createContext<Gate>({ open: () => undefined, unverified: false });

/** Opens the 'Guest user' modal, or for an unverified CatRep the 'Verify your email' modal. */
export function useGuestGate(): () => void {
  return useContext(GuestGateContext).open;
}

/**
 * Provides the gate to `GuardedButton`s: a guest meets the 'Guest user' modal, an `unverified`
 * CatRep the 'Verify your email' modal, whose link runs `onResend` (POST /users/revalidate).
 */
export function GuestGateProvider({
  children,
  unverified = false,
  onResend,
  resendPending,
}: {
  children: ReactNode;
  unverified?: boolean;
  onResend?: () => void;
  resendPending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <GuestGateContext.Provider value={{ open: () => setOpen(true), unverified }}>
      {children}
      {unverified ? (
        <UnverifiedModal open={open} onClose={close} onResend={onResend} pending={resendPending} />
      ) : (
        <GuestModal open={open} onClose={close} />
      )}
    </GuestGateContext.Provider>
  );
}

/** The 'Guest user' modal (docs/product.md §2 Modals), offering Register and Login. */
export function GuestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Guest user" onClose={onClose}>
      <p>{GUEST_DISABLED_TEXT}</p>
      <p>Register or log in to use all of CatRep.</p>
      <JoinActions onClick={onClose} />
    </Modal>
  );
}

/**
 * The 'Verify your email' modal for a signed-in CatRep whose email is not verified yet: the
 * verification banner's words, with its 'here' link that mails a new verification link.
 */
export function UnverifiedModal({
  open,
  onClose,
  onResend,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onResend?: () => void;
  pending?: boolean;
}) {
  return (
    <Modal open={open} title="Verify your email" onClose={onClose}>
      <p>{UNVERIFIED_DISABLED_TEXT}</p>
      <p>
        {verificationBanner.text}
        <button
          type="button"
          className="link"
          disabled={pending || !onResend}
          onClick={() => {
            onResend?.();
            onClose();
          }}
        >
          {verificationBanner.link}
        </button>
        {verificationBanner.after}
      </p>
    </Modal>
  );
}

type GuardedButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { restricted: boolean };

/**
 * A button that, for restricted users, looks disabled, shows a tooltip and opens the modal. It
 * stays operable (no aria-disabled) because clicking it is how the modal explains the restriction.
 */
export function GuardedButton({ restricted, onClick, className, children, ...rest }: GuardedButtonProps) {
  const { open: openGate, unverified } = useContext(GuestGateContext);
  if (!restricted) {
    return (
      <button type="button" className={className} onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  return (
    <Tooltip text={unverified ? UNVERIFIED_DISABLED_TEXT : GUEST_DISABLED_TEXT}>
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
