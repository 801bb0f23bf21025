import { CONTACT_MESSAGES, ContactSchema } from '#shared/contact';
import { api, call } from '#browser/api';
import { showToast } from '../scripts/toast';
import { Field, TextAreaField } from './forms/Field';
import { useForm } from './forms/use-form';

export default function ContactForm() {
  const form = useForm(ContactSchema, { name: '', email: '', phone: '', subject: '', message: '' });
  const submit = form.handleSubmit(async (message) => {
    const answer = await call(api.contact.$post({ json: message }), CONTACT_MESSAGES.failed);
    form.reset();
    showToast(answer.message);
  }, CONTACT_MESSAGES.failed);

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <div className="form-pair">
        <Field label="Name" autoComplete="name" {...form.text('name')} />
        <Field label="Email" type="email" autoComplete="email" {...form.text('email')} />
      </div>
      <div className="form-pair">
        <Field label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
        <Field label="Subject" {...form.text('subject')} />
      </div>
      <TextAreaField label="Message" {...form.text('message')} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
