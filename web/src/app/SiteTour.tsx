/**
 * Site Tour (docs/product.md §2 Chrome: top bar for guests, footer for all): clears local storage and goes to
 * /welcome, where the intro tour plays again. Site Tour signs a CatRep out, so a signed-in CatRep
 * is asked first.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { siteTour, useSession } from '@/session/session';
import { Modal } from '@/ui/Modal';

export function SiteTourButton({
  className,
  children = 'Site Tour',
}: {
  className: string;
  children?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const go = async () => {
    setAsking(false);
    await siteTour();
    navigate('/welcome');
  };
  const signedIn = session.state === 'signedIn' && !session.isGuest;
  return (
    <>
      <button type="button" className={className} onClick={() => (signedIn ? setAsking(true) : void go())}>
        {children}
      </button>
      <Modal open={asking} title="Take the site tour?" onClose={() => setAsking(false)}>
        <p>
          The site tour starts on the welcome page, so it signs you out. You can log in again right after it.
        </p>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => void go()}>
            Sign out and take the tour
          </button>
          <button type="button" className="button" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}
