export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        Opnieuw proberen
      </button>
    </div>
  );
}
