/**
 * The form's one problem (the server's refusal), announced once, just above its button (decision
 * 019). Its own file: a form without fields of ours (working hours) takes nothing else with it.
 */
export function FormProblem({ message }: { message?: string | null | undefined }) {
  return message ? (
    <p className="field-error form-problem" role="alert">
      {message}
    </p>
  ) : null;
}
