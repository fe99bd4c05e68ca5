interface Props {
  label: string;
  onRetry: () => void;
}

export function SectionUnavailable({ label, onRetry }: Props) {
  return (
    <section className="notice notice--error" role="alert">
      <h1>{label} is nu niet beschikbaar</h1>
      <p>Dit onderdeel kon niet worden geladen. De rest van de site werkt gewoon.</p>
      <button type="button" onClick={onRetry}>
        Opnieuw proberen
      </button>
    </section>
  );
}
