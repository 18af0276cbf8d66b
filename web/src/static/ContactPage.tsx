/** /contact (SPEC §2): sends the message, toasts the thanks and goes to /information (SPEC §8). */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { success } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { sendContact } from '@/data/account';
import { ContactForm } from './ContactForm';

export default function ContactPage() {
  const navigate = useNavigate();
  const send = useAction(sendContact);
  useDocumentTitle('Contact');
  return (
    <article className="card narrow">
      <h1>Contact</h1>
      <p>Questions, ideas or a problem? Write to us.</p>
      <ContactForm
        pending={send.pending}
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
