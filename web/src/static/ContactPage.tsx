/**
 * /contact (docs/product.md §2): sends the message, toasts the thanks and goes to /information
 * (docs/product.md §8). Signed in, the app shell passes the CatRep's name and email as `from`, so the form
 * starts filled in; the public page (pre-rendered) starts empty.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { success } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { sendContact } from '@/data/account';
import { ContactForm, type ContactSender } from './ContactForm';

export default function ContactPage({ from }: { from?: ContactSender }) {
  const navigate = useNavigate();
  const send = useAction(sendContact);
  useDocumentTitle('Contact');
  return (
    <article className="card narrow">
      <h1>Contact</h1>
      <p>Questions, ideas or a problem? Write to us.</p>
      <ContactForm
        pending={send.pending}
        defaults={from}
        onSubmit={async (v) => {
          try {
            await send.run(v);
            toast.success(success.contactReceived);
            navigate('/information');
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
    </article>
  );
}
