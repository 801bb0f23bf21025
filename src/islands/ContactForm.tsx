import { CONTACT_MESSAGES, ContactSchema } from '../shared/contact';
import { apiJson } from '../lib/api-client';
import { showToast } from '../scripts/toast';
import { Field } from './forms/Field';
import { useForm } from './forms/use-form';

export default function ContactForm() {
  const form = useForm(ContactSchema, { name: '', email: '', phone: '', subject: '', message: '' });
  const submit = form.handleSubmit(async (message) => {
    const answer = await apiJson<{ message: string }>('POST', '/api/contact', message, CONTACT_MESSAGES.failed);
    form.reset();
    showToast(answer.message);
  }, CONTACT_MESSAGES.failed);
  const message = form.text('message');

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
      <div className="field">
        <label htmlFor="field-message">Message</label>
        <textarea
          id="field-message"
          name="message"
          rows={5}
          value={message.value}
          onChange={(event) => message.onChange(event.target.value)}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? 'field-message-error' : undefined}
        />
        {message.error && (
          <p className="field-error" id="field-message-error">
            {message.error}
          </p>
        )}
      </div>
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
